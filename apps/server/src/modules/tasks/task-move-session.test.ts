import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

/**
 * The move reads the signed-in user in the same statement as the task and its access, instead of
 * in the authentication hook: the session rules must hold exactly as on every other route.
 */
let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;

beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  calls = boardCalls(t, workspace.id, cast.member);
});
afterAll(async () => {
  await t.close();
});

const move = (account: Account, taskId: string, columnId: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/move',
    headers: bearer(account),
    payload: { taskId, columnId, position: 'top' },
  });

/** Signs in again and changes the password there: every older session of the account ends. */
async function signOutOtherSessions(account: Account): Promise<Account> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });
  const fresh = login.json<Account>();
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/api/me/password',
    headers: bearer(fresh),
    payload: { currentPassword: account.password, newPassword: 'another password 2' },
  });
  expect(changed.statusCode).toBe(200);
  return { ...account, ...changed.json<Account>(), password: 'another password 2' };
}

describe('POST /api/tasks/move and the session', () => {
  it('moves for a live session, and refuses one signed out elsewhere with 401, moving nothing', async () => {
    const board = await calls.newBoard('Sessions');
    const task = await calls.newTask(board, { title: 'Guarded' }, board.columns[0], cast.manager);
    expect((await move(cast.manager, task._id, board.columns[1])).statusCode).toBe(200);

    const fresh = await signOutOtherSessions(cast.manager);
    const refused = await move(cast.manager, task._id, board.columns[2]);
    expect(refused.statusCode).toBe(401);
    const [after] = (await calls.boardTasks(board)).filter((each) => each._id === task._id);
    expect(after?.columnId).toBe(board.columns[1]);

    expect((await move(fresh, task._id, board.columns[2])).statusCode).toBe(200);
  });

  it('answers 401 before 404 for a task that does not exist', async () => {
    const board = await calls.newBoard('Missing tasks');
    const missing = '00000000-0000-4000-8000-000000000000';
    const found = await move(cast.member, missing, board.columns[0]);
    expect(found.statusCode).toBe(404);
    expect(found.json()).toMatchObject({ message: 'Task not found' });
    const guest = await signOutOtherSessions(cast.guest);
    expect((await move(cast.guest, missing, board.columns[0])).statusCode).toBe(401);
    expect((await move(guest, missing, board.columns[0])).statusCode).toBe(404);
  });

  it('refuses a missing or malformed token with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/move',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {
        taskId: '00000000-0000-4000-8000-000000000000',
        columnId: '00000000-0000-4000-8000-000000000001',
        position: 1,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});
