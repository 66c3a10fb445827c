import type { BoardTasksResponse } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { bearer } from '../../test/factories';

const scene = useBoardScene();

const list = (boardId: string, etag?: string) =>
  scene.t.app.inject({
    method: 'GET',
    url: `/api/boards/${boardId}/tasks`,
    headers: { ...bearer(scene.cast.member), ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe("a board's task list", () => {
  it('answers 304 while nothing changed and the new list once something did', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Ship it' });
    const first = await list(board.id);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await list(board.id, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await scene.calls.moveTask(task._id, board.columns[2], 'top');
    const changed = await list(board.id, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ tasks: [{ columnId: board.columns[2] }] });
  });

  it('is never served stale after a change to what it shows', async () => {
    const board = await scene.calls.newBoard();
    const label = (
      await scene.calls.inject(scene.cast.member, 'POST', `/api/boards/${board.id}/labels`, {
        name: 'Bug',
        color: '#ef4444',
      })
    ).json<{ label: { _id: string } }>().label;
    const task = await scene.calls.newTask(board, {
      title: 'Fix login',
      labels: [label._id],
      assignees: [scene.cast.manager.user._id],
    });
    const read = async () => (await scene.calls.boardTasks(board))[0];
    expect(await read()).toMatchObject({ labels: [{ name: 'Bug' }] });

    await scene.calls.inject(
      scene.cast.member,
      'PUT',
      `/api/boards/${board.id}/labels/${label._id}`,
      {
        name: 'Defect',
      },
    );
    expect(await read()).toMatchObject({ labels: [{ name: 'Defect' }] });

    await scene.calls.inject(scene.cast.manager, 'PUT', '/api/me', { name: 'Renamed Manager' });
    expect(await read()).toMatchObject({ assignees: [{ name: 'Renamed Manager' }] });

    await scene.calls.updateTask(task._id, { title: 'Fix sign-in' });
    expect(await read()).toMatchObject({ title: 'Fix sign-in' });

    await scene.calls.inject(
      scene.cast.member,
      'DELETE',
      `/api/boards/${board.id}/labels/${label._id}`,
    );
    expect(await read()).toMatchObject({ labels: [] });

    await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${task._id}`);
    expect(await scene.calls.boardTasks(board)).toEqual([]);
  });
});

describe("a board's task list since a version", () => {
  const since = async (boardId: string, version: number | string) => {
    const response = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/boards/${boardId}/tasks?since=${String(version)}`,
    );
    return response;
  };

  it('carries only the tasks changed or added and the ids deleted, which make the list', async () => {
    const board = await scene.calls.newBoard();
    const kept = await scene.calls.newTask(board, { title: 'Kept' });
    const moved = await scene.calls.newTask(board, { title: 'Moved' });
    const deleted = await scene.calls.newTask(board, { title: 'Deleted' });
    const held = (await list(board.id)).json<BoardTasksResponse>();

    await scene.calls.moveTask(moved._id, board.columns[1], 'top');
    await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${deleted._id}`);
    const added = await scene.calls.newTask(board, { title: 'Added' });
    const changes = (await since(board.id, held.version)).json<BoardTasksResponse>();

    expect(changes).toMatchObject({ complete: false, removed: [deleted._id] });
    expect(changes.version).toBeGreaterThan(held.version);
    expect(changes.tasks.map((task) => task.title).sort()).toEqual(['Added', 'Moved']);
    const applied = new Map(held.tasks.map((task) => [task._id, task]));
    for (const taskId of changes.removed) applied.delete(taskId);
    for (const task of changes.tasks) applied.set(task._id, task);
    const fresh = (await list(board.id)).json<BoardTasksResponse>();
    expect(fresh.version).toBe(changes.version);
    expect(sortById([...applied.values()])).toEqual(sortById(fresh.tasks));
    expect(fresh.tasks.map((task) => task._id).sort()).toEqual(
      [kept._id, moved._id, added._id].sort(),
    );
  });

  it('is empty at the current version, and the whole list for a version the board never had', async () => {
    const board = await scene.calls.newBoard();
    await scene.calls.newTask(board, { title: 'Only' });
    const { version } = (await list(board.id)).json<BoardTasksResponse>();

    expect((await since(board.id, version)).json()).toEqual({
      version,
      complete: false,
      tasks: [],
      removed: [],
    });
    const ahead = (await since(board.id, version + 5)).json<BoardTasksResponse>();
    expect(ahead).toMatchObject({ version, complete: true, tasks: [{ title: 'Only' }] });
  });

  it('refuses a version that is not a number, and hides a board the caller cannot see', async () => {
    const board = await scene.calls.newBoard();
    const bad = await since(board.id, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'since must be a version number',
      code: 'VALIDATION_ERROR',
    });
    const outsider = await scene.calls.inject(
      scene.cast.outsider,
      'GET',
      `/api/boards/${board.id}/tasks?since=0`,
    );
    expect(outsider.statusCode).toBe(404);
  });
});

const sortById = <Task extends { _id: string }>(tasks: Task[]) =>
  [...tasks].sort((a, b) => a._id.localeCompare(b._id));
