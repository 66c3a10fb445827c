import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Cast } from '../../test/workspace-fixture';

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

const list = (boardId: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/tasks`,
    headers: { ...bearer(cast.member), ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe("a board's task list", () => {
  it('answers 304 while nothing changed and the new list once something did', async () => {
    const board = await calls.newBoard();
    const task = await calls.newTask(board, { title: 'Ship it' });
    const first = await list(board.id);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await list(board.id, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await calls.moveTask(task._id, board.columns[2], 'top');
    const changed = await list(board.id, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ tasks: [{ columnId: board.columns[2] }] });
  });

  it('is never served stale after a change to what it shows', async () => {
    const board = await calls.newBoard();
    const label = (
      await calls.inject(cast.member, 'POST', `/api/boards/${board.id}/labels`, {
        name: 'Bug',
        color: '#ef4444',
      })
    ).json<{ label: { _id: string } }>().label;
    const task = await calls.newTask(board, {
      title: 'Fix login',
      labels: [label._id],
      assignees: [cast.manager.user._id],
    });
    const read = async () => (await calls.boardTasks(board))[0];
    expect(await read()).toMatchObject({ labels: [{ name: 'Bug' }] });

    await calls.inject(cast.member, 'PUT', `/api/boards/${board.id}/labels/${label._id}`, {
      name: 'Defect',
    });
    expect(await read()).toMatchObject({ labels: [{ name: 'Defect' }] });

    await calls.inject(cast.manager, 'PUT', '/api/me', { name: 'Renamed Manager' });
    expect(await read()).toMatchObject({ assignees: [{ name: 'Renamed Manager' }] });

    await calls.updateTask(task._id, { title: 'Fix sign-in' });
    expect(await read()).toMatchObject({ title: 'Fix sign-in' });

    await calls.inject(cast.member, 'DELETE', `/api/boards/${board.id}/labels/${label._id}`);
    expect(await read()).toMatchObject({ labels: [] });

    await calls.inject(cast.member, 'DELETE', `/api/tasks/${task._id}`);
    expect(await calls.boardTasks(board)).toEqual([]);
  });
});
