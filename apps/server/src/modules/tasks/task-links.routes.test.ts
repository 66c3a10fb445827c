import type { Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
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

async function current(task: Task): Promise<Task | undefined> {
  const tasks = await calls.boardTasks({ id: task.boardId, columns: [] });
  return tasks.find((each) => each._id === task._id);
}

describe('task members', () => {
  it('are people who can see the board', async () => {
    const board = await calls.newBoard();
    const task = await calls.newTask(board, { title: 'Plan', members: [cast.admin.user._id] });
    expect(task.members.map((person) => person._id)).toEqual([cast.admin.user._id]);

    for (const stranger of [cast.outsider, cast.guest]) {
      const refused = await calls.updateTask(task._id, { members: [stranger.user._id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Members must be people who can see this board',
      });
    }
    expect((await current(task))?.members.map((person) => person._id)).toEqual([
      cast.admin.user._id,
    ]);
  });
});

describe('blockers and dependencies', () => {
  it('link tasks of the same board and are dropped with the task they name', async () => {
    const board = await calls.newBoard();
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => calls.newTask(board, { title })),
    );
    if (!a || !b || !c) throw new Error('tasks not created');
    const linked = await calls.updateTask(a._id, { blockers: [b._id], dependencies: [c._id] });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ task: { blockers: [b._id], dependencies: [c._id] } });

    await calls.inject(cast.member, 'DELETE', `/api/tasks/${b._id}`);
    expect(await current(a)).toMatchObject({ blockers: [], dependencies: [c._id] });
  });

  it('refuse the task itself, tasks of other boards and any loop, changing nothing', async () => {
    const board = await calls.newBoard();
    const other = await calls.newBoard('Elsewhere');
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => calls.newTask(board, { title })),
    );
    const foreign = await calls.newTask(other, { title: 'Foreign' });
    if (!a || !b || !c) throw new Error('tasks not created');
    expect((await calls.updateTask(a._id, { blockers: [b._id] })).statusCode).toBe(200);
    expect((await calls.updateTask(b._id, { dependencies: [c._id] })).statusCode).toBe(200);

    const self = await calls.updateTask(c._id, { blockers: [c._id] });
    expect(self.statusCode).toBe(400);
    const elsewhere = await calls.updateTask(c._id, { dependencies: [foreign._id] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: 'Dependencies must be tasks of this board' });
    // C → A closes the loop A waits for B, B for C, C for A, whatever the kinds mixed.
    const loop = await calls.updateTask(c._id, { blockers: [a._id], title: 'Renamed' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({
      message: 'Blockers and dependencies cannot form a cycle',
      details: [{ field: 'blockers' }],
    });
    expect(await current(c)).toMatchObject({ title: 'C', blockers: [], dependencies: [] });
    const twoWay = await calls.updateTask(b._id, { blockers: [a._id] });
    expect(twoWay.statusCode).toBe(400);
    expect(await current(b)).toMatchObject({ blockers: [], dependencies: [c._id] });
  });

  it('queue up so two concurrent edits cannot close a loop between them', async () => {
    const board = await calls.newBoard();
    const a = await calls.newTask(board, { title: 'A' });
    const b = await calls.newTask(board, { title: 'B' });
    const outcomes = await Promise.all([
      calls.updateTask(a._id, { blockers: [b._id] }),
      calls.updateTask(b._id, { blockers: [a._id] }),
    ]);
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });
});
