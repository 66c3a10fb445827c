import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { bearer } from '../../test/factories';
import type { Account } from '../../test/workspace-fixture';

/**
 * Task routes read the signed-in user in the same statement as the task and its access, instead of
 * in the authentication hook: the session rules must hold exactly as on every other route.
 */
const scene = useBoardScene();

const move = (account: Account, taskId: string, columnId: string | undefined) =>
  scene.t.app.inject({
    method: 'POST',
    url: '/api/tasks/move',
    headers: bearer(account),
    payload: { taskId, columnId, position: 'top' },
  });

/** Signs in again and changes the password there: every older session of the account ends. */
async function signOutOtherSessions(account: Account): Promise<Account> {
  const login = await scene.t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });
  const fresh = login.json<Account>();
  const changed = await scene.t.app.inject({
    method: 'PUT',
    url: '/api/me/password',
    headers: bearer(fresh),
    payload: { currentPassword: account.password, newPassword: 'another password 2' },
  });
  expect(changed.statusCode).toBe(200);
  return { ...account, ...changed.json<Account>(), password: 'another password 2' };
}

async function taskOnNewBoard(title: string, account: Account) {
  const board = await scene.calls.newBoard(`Board of ${title}`);
  const task = await scene.calls.newTask(board, { title }, board.columns[0], account);
  return { board, task };
}

describe('POST /api/tasks/move and the session', () => {
  it('moves for a live session, and refuses one signed out elsewhere with 401, moving nothing', async () => {
    const { board, task } = await taskOnNewBoard('Guarded', scene.cast.manager);
    expect((await move(scene.cast.manager, task._id, board.columns[1])).statusCode).toBe(200);

    const fresh = await signOutOtherSessions(scene.cast.manager);
    const refused = await move(scene.cast.manager, task._id, board.columns[2]);
    expect(refused.statusCode).toBe(401);
    const [after] = (await scene.calls.boardTasks(board)).filter((each) => each._id === task._id);
    expect(after?.columnId).toBe(board.columns[1]);

    expect((await move(fresh, task._id, board.columns[2])).statusCode).toBe(200);
  });

  it('answers 401 before 404 for a task that does not exist', async () => {
    const board = await scene.calls.newBoard('Missing tasks');
    const missing = '00000000-0000-4000-8000-000000000000';
    const found = await move(scene.cast.member, missing, board.columns[0]);
    expect(found.statusCode).toBe(404);
    expect(found.json()).toMatchObject({ message: 'Task not found' });
    const guest = await signOutOtherSessions(scene.cast.guest);
    expect((await move(scene.cast.guest, missing, board.columns[0])).statusCode).toBe(401);
    expect((await move(guest, missing, board.columns[0])).statusCode).toBe(404);
  });

  it('refuses a client from the request after they leave the board with 404, moving nothing', async () => {
    const { board, task } = await taskOnNewBoard('Shared', scene.cast.member);
    const members = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      scene.t.app.inject({ method, url, headers: bearer(scene.cast.owner), payload });
    const clientId = scene.cast.client.user._id;
    const added = await members('POST', '/api/boards/members', {
      boardId: board.id,
      userId: clientId,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await move(scene.cast.client, task._id, board.columns[1])).statusCode).toBe(200);

    const removed = await members('DELETE', `/api/boards/${board.id}/members/${clientId}`);
    expect(removed.statusCode).toBe(200);
    const refused = await move(scene.cast.client, task._id, board.columns[2]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Task not found' });
    const [after] = (await scene.calls.boardTasks(board)).filter((each) => each._id === task._id);
    expect(after?.columnId).toBe(board.columns[1]);
  });

  it('refuses a missing or malformed token with 401', async () => {
    const response = await scene.t.app.inject({
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

describe('every task route and the session', () => {
  it('refuses a session signed out elsewhere with 401, changing nothing', async () => {
    const { task } = await taskOnNewBoard('Kept', scene.cast.admin);
    const stale = scene.cast.admin;
    const fresh = await signOutOtherSessions(stale);
    const calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/api/tasks/${task._id}` },
      { method: 'PUT', url: `/api/tasks/${task._id}`, payload: { title: 'Changed' } },
      { method: 'GET', url: `/api/tasks/${task._id}/activity` },
      { method: 'GET', url: `/api/tasks/${task._id}/comments` },
      { method: 'POST', url: `/api/tasks/${task._id}/comments`, payload: { content: 'Hello' } },
      { method: 'POST', url: `/api/tasks/${task._id}/timer/start` },
      { method: 'DELETE', url: `/api/tasks/${task._id}` },
    ];
    for (const call of calls) {
      const refused = await scene.t.app.inject({ ...call, headers: bearer(stale) });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(401);
    }

    const get = (url: string) => scene.t.app.inject({ method: 'GET', url, headers: bearer(fresh) });
    const kept = await get(`/api/tasks/${task._id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ task: { title: 'Kept' } });
    expect((await get(`/api/tasks/${task._id}/comments`)).json()).toEqual({
      comments: [],
      nextCursor: null,
    });
    const timer = await get('/api/tasks/timers/active');
    expect(timer.json()).toEqual({ timer: null });
  });
});
