import type { BoardTask, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();

async function current(task: Task): Promise<BoardTask | undefined> {
  const tasks = await scene.calls.boardTasks({ id: task.boardId, columns: [] });
  return tasks.find((each) => each._id === task._id);
}

describe('task members', () => {
  it('are people who can see the board', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, {
      title: 'Plan',
      members: [scene.cast.admin.user._id],
    });
    expect(task.members.map((person) => person._id)).toEqual([scene.cast.admin.user._id]);

    for (const stranger of [scene.cast.outsider, scene.cast.guest]) {
      const refused = await scene.calls.updateTask(task._id, { members: [stranger.user._id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Members must be people who can see this board',
      });
    }
    expect((await current(task))?.members.map((person) => person._id)).toEqual([
      scene.cast.admin.user._id,
    ]);
  });
});

describe('blockers and dependencies', () => {
  it('link tasks of the same board and are dropped with the task they name', async () => {
    const board = await scene.calls.newBoard();
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => scene.calls.newTask(board, { title })),
    );
    if (!a || !b || !c) throw new Error('tasks not created');
    const linked = await scene.calls.updateTask(a._id, {
      blockers: [b._id],
      dependencies: [c._id],
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ task: { blockers: [b._id], dependencies: [c._id] } });

    await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${b._id}`);
    expect(await current(a)).toMatchObject({ blockers: [], dependencies: [c._id] });
  });

  it('refuse the task itself, tasks of other boards and any loop, changing nothing', async () => {
    const board = await scene.calls.newBoard();
    const other = await scene.calls.newBoard('Elsewhere');
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => scene.calls.newTask(board, { title })),
    );
    const foreign = await scene.calls.newTask(other, { title: 'Foreign' });
    if (!a || !b || !c) throw new Error('tasks not created');
    expect((await scene.calls.updateTask(a._id, { blockers: [b._id] })).statusCode).toBe(200);
    expect((await scene.calls.updateTask(b._id, { dependencies: [c._id] })).statusCode).toBe(200);

    const self = await scene.calls.updateTask(c._id, { blockers: [c._id] });
    expect(self.statusCode).toBe(400);
    const elsewhere = await scene.calls.updateTask(c._id, { dependencies: [foreign._id] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: 'Dependencies must be tasks of this board' });
    // C → A closes the loop A waits for B, B for C, C for A, whatever the kinds mixed.
    const loop = await scene.calls.updateTask(c._id, { blockers: [a._id], title: 'Renamed' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({
      message: 'Blockers and dependencies cannot form a cycle',
      details: [{ field: 'blockers' }],
    });
    expect(await current(c)).toMatchObject({ title: 'C', blockers: [], dependencies: [] });
    const twoWay = await scene.calls.updateTask(b._id, { blockers: [a._id] });
    expect(twoWay.statusCode).toBe(400);
    expect(await current(b)).toMatchObject({ blockers: [], dependencies: [c._id] });
  });

  it('queue up so two concurrent edits cannot close a loop between them', async () => {
    const board = await scene.calls.newBoard();
    const a = await scene.calls.newTask(board, { title: 'A' });
    const b = await scene.calls.newTask(board, { title: 'B' });
    const outcomes = await Promise.all([
      scene.calls.updateTask(a._id, { blockers: [b._id] }),
      scene.calls.updateTask(b._id, { blockers: [a._id] }),
    ]);
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });
});
