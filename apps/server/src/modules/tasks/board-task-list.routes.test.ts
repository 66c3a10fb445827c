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
