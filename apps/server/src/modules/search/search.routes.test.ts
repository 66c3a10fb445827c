import type { SearchTask } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };
let calls: ReturnType<typeof boardCalls>;
/** Seen by the guest, who was added to it. */
let shared: TestBoard;
/** Not seen by the guest. */
let hidden: TestBoard;

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
  calls = boardCalls(t, workspace.id, cast.owner);
  shared = await calls.newBoard('Website');
  hidden = await calls.newBoard('Payroll');
  await calls.inject(cast.owner, 'POST', '/api/boards/members', {
    boardId: shared.id,
    userId: cast.guest.user._id,
  });
});
afterAll(async () => {
  await t.close();
});

const search = (query: string, account: Account = cast.owner, ref = workspace.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${ref}/search?${query}`,
    headers: bearer(account),
  });

async function found(q: string, account: Account = cast.owner): Promise<SearchTask[]> {
  const response = await search(`q=${encodeURIComponent(q)}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tasks: SearchTask[] }>().tasks;
}

describe('GET /api/workspaces/{workspace}/search', () => {
  it('finds a task by its key in any case, with its board and column', async () => {
    const task = await calls.newTask(shared, { title: 'Key lookup' });
    const [match, ...rest] = await found(task.taskId.toLowerCase());
    expect(rest).toEqual([]);
    expect(match).toEqual({
      _id: task._id,
      taskId: task.taskId,
      externalKey: null,
      title: 'Key lookup',
      board: { _id: shared.id, title: 'Website' },
      column: { _id: shared.columns[0], title: expect.any(String) as unknown },
    });
  });

  it('finds a task by the Jira key it was imported with', async () => {
    const task = await calls.newTask(shared, { title: 'Imported' });
    await t.app.ctx.db.update(tasks).set({ jiraKey: 'SHOP-101' }).where(eq(tasks.id, task._id));
    const [match] = await found('shop-101');
    expect(match).toMatchObject({ _id: task._id, taskId: task.taskId, externalKey: 'SHOP-101' });
  });

  it('finds titles whose words start with every word typed, newest updated first', async () => {
    const older = await calls.newTask(shared, { title: 'Refactor the login page' });
    const newer = await calls.newTask(hidden, { title: 'Login page contrast' });
    await calls.newTask(shared, { title: 'Logout button' });
    const titles = async (q: string) => (await found(q)).map((task) => task._id);
    expect(await titles('logi pag')).toEqual([newer._id, older._id]);
    expect(await titles('PAGE, login!')).toEqual([newer._id, older._id]);
    // Each word must start a word of the title: "ogin" is inside "login", not at its start.
    expect(await titles('ogin')).toEqual([]);

    await calls.updateTask(older._id, { title: 'Refactor the login page again' });
    expect(await titles('login page')).toEqual([older._id, newer._id]);
  });

  it('searches only the boards the caller sees, never an archived one', async () => {
    await calls.newTask(shared, { title: 'Quarterly roadmap' });
    const secret = await calls.newTask(hidden, { title: 'Quarterly salaries' });
    const titlesFor = async (account: Account) =>
      (await found('quarterly', account)).map((task) => task.title).sort();

    expect(await titlesFor(cast.owner)).toEqual(['Quarterly roadmap', 'Quarterly salaries']);
    expect(await titlesFor(cast.guest)).toEqual(['Quarterly roadmap']);
    expect(await found(secret.taskId, cast.guest)).toEqual([]);

    const archive = await calls.inject(cast.owner, 'POST', `/api/boards/${hidden.id}/archive`);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(await titlesFor(cast.owner)).toEqual(['Quarterly roadmap']);
    // Archiving again restores it.
    await calls.inject(cast.owner, 'POST', `/api/boards/${hidden.id}/archive`);
  });

  it('answers at most `limit` tasks, 20 unless asked', async () => {
    const board = await calls.newBoard('Many');
    for (let index = 0; index < 22; index += 1) {
      await calls.newTask(board, { title: `Bulk item ${index}` });
    }
    expect(await found('bulk')).toHaveLength(20);
    const response = await search('q=bulk&limit=3');
    expect(response.json<{ tasks: SearchTask[] }>().tasks.map((task) => task.title)).toEqual([
      'Bulk item 21',
      'Bulk item 20',
      'Bulk item 19',
    ]);
  });

  it('refuses bad input with 400', async () => {
    const blank = await search('q=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Search text is required' });
    const tooMany = await search('q=a&limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'limit must be at most 50' });
    expect((await search('q=a&limit=0')).statusCode).toBe(400);
  });

  it('is 401 signed out and 404 outside the workspace', async () => {
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/search?q=a`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await search('q=a', cast.outsider)).statusCode).toBe(404);
  });
});
