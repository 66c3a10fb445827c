import type { BoardActivity } from '@teamboard/shared/board-report';
import { describe, expect, it } from 'vitest';
import { taskActivity } from '../../db/schema/index';
import { useBoardScene } from '../../test/board-scene';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();

const read = (boardId: string, query = '', account: Account = scene.cast.manager) =>
  scene.calls.inject(account, 'GET', `/api/boards/${boardId}/activity${query}`);

describe("a board's activity", () => {
  it("is the latest history of the board's tasks, newest first, with each task", async () => {
    const board = await scene.calls.newBoard('Roadmap');
    const other = await scene.calls.newBoard('Elsewhere');
    const first = await scene.calls.newTask(board, { title: 'First' });
    const second = await scene.calls.newTask(board, { title: 'Second' });
    await scene.calls.newTask(other, { title: 'Not here' });
    const start = Date.parse('2030-01-01T00:00:00Z');
    // 30 lines on each task, a second apart, alternating: the newest are the second task's.
    await scene.t.app.ctx.db.insert(taskActivity).values(
      Array.from({ length: 60 }, (_, index) => ({
        taskId: index % 2 === 0 ? first._id : second._id,
        boardId: board.id,
        actorId: scene.cast.member.user._id,
        type: 'task_updated' as const,
        data: { fields: [`field${String(index)}`] },
        createdAt: new Date(start + index * 1000),
      })),
    );

    const response = await read(board.id);
    expect(response.statusCode).toBe(200);
    const { activities } = response.json<{ activities: BoardActivity[] }>();
    expect(activities).toHaveLength(20);
    expect(activities.map((line) => line.fields?.[0])).toEqual(
      Array.from({ length: 20 }, (_, index) => `field${String(59 - index)}`),
    );
    expect(activities[0]).toMatchObject({
      taskId: second._id,
      type: 'task_updated',
      actor: { _id: scene.cast.member.user._id },
      task: { _id: second._id, taskId: second.taskId, title: 'Second' },
    });
    expect(activities[1]).toMatchObject({ task: { _id: first._id, taskId: first.taskId } });
    expect(activities[0]?.actor).not.toHaveProperty('email');

    const all = (await read(board.id, '?limit=100')).json<{ activities: BoardActivity[] }>();
    expect(all.activities).toHaveLength(62);
    expect(all.activities.slice(-2).map((line) => line.type)).toEqual([
      'task_created',
      'task_created',
    ]);
    expect(all.activities.map((line) => line.task.title)).not.toContain('Not here');
    const three = (await read(board.id, '?limit=3')).json<{ activities: BoardActivity[] }>();
    expect(three.activities.map((line) => line.fields?.[0])).toEqual([
      'field59',
      'field58',
      'field57',
    ]);
  });

  it('is empty for a board without tasks, refuses a bad limit and hides from non-readers', async () => {
    const board = await scene.calls.newBoard();
    expect((await read(board.id, '?limit=5')).json()).toEqual({ activities: [], nextCursor: null });
    const refusals: [string, string][] = [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?limit=many', 'limit must be a number'],
      ['?limit=2.5', 'limit must be a number'],
    ];
    for (const [query, message] of refusals) {
      const response = await read(board.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
    for (const account of [scene.cast.guest, scene.cast.client, scene.cast.outsider]) {
      const hidden = await read(board.id, '', account);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: 'Board not found' });
    }
    const signedOut = await scene.t.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/activity`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
