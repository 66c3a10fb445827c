import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();

const byKey = (boardId: string, key: string, account = scene.cast.member) =>
  scene.calls.inject(account, 'GET', `/api/boards/${boardId}/tasks/by-key/${key}`);

describe('GET /api/boards/:id/tasks/by-key/:key', () => {
  it('finds a task by its key in any case', async () => {
    const board = await scene.calls.newBoard('Key Lookup');
    const task = await scene.calls.newTask(board, { title: 'Found by key' });
    for (const key of [task.taskId, task.taskId.toLowerCase()]) {
      const response = await byKey(board.id, key);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ task: Task }>().task).toMatchObject({
        _id: task._id,
        title: 'Found by key',
      });
    }
  });

  it('answers 404 Task not found for an unknown, deleted or malformed key', async () => {
    const board = await scene.calls.newBoard('Gone Keys');
    const task = await scene.calls.newTask(board, { title: 'Soon deleted' });
    await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${task._id}`);
    const prefix = task.taskId.split('-')[0] ?? '';
    for (const key of [task.taskId, `${prefix}-99`, 'OTHER-1', 'no-number', '-']) {
      const response = await byKey(board.id, key);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Task not found' });
    }
  });

  it("does not find another board's task by its key", async () => {
    const board = await scene.calls.newBoard('Own Board');
    const other = await scene.calls.newBoard('Other Board');
    const task = await scene.calls.newTask(other, { title: 'Elsewhere' });
    expect((await byKey(board.id, task.taskId)).statusCode).toBe(404);
  });

  it('is refused to whoever cannot see the board', async () => {
    const board = await scene.calls.newBoard('Private Keys');
    const task = await scene.calls.newTask(board, { title: 'Hidden' });
    expect((await byKey(board.id, task.taskId, scene.cast.outsider)).statusCode).toBe(404);
    const anonymous = await scene.t.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/tasks/by-key/${task.taskId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
