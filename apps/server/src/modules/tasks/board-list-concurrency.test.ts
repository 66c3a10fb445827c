import type { BoardTasksResponse } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { CachedBoardList } from './board-tasks-cache';
import { boardCards, stampBoardList } from './task.json.repo';

const scene = useBoardScene();

/** Moves sent at once: on PostgreSQL each runs in its own transaction, side by side. */
const AT_ONCE = 12;
const ROUNDS = 12;

const byId = (tasks: { _id: string }[]) =>
  Object.fromEntries(tasks.map((task) => [task._id, task]));

/** A seeded pseudo-random sequence, so a failure can be replayed. */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("a board's task list under writers side by side", () => {
  it('stays exact, and a copy brought up to date equals the list built afresh', async () => {
    const board = await scene.calls.newBoard();
    const taskIds: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      const column = board.columns[index % 2];
      taskIds.push((await scene.calls.newTask(board, { title: `Task ${index}` }, column))._id);
    }
    const list = async (since?: number) => {
      const query = since === undefined ? '' : `?since=${String(since)}`;
      const response = await scene.calls.inject(
        scene.cast.member,
        'GET',
        `/api/boards/${board.id}/tasks${query}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<BoardTasksResponse>();
    };
    const first = await list();
    const random = randomSequence(7);
    const pick = <Item>(items: Item[]) => items[Math.floor(random() * items.length)] as Item;

    for (let round = 0; round < ROUNDS; round += 1) {
      const moves = Array.from({ length: AT_ONCE }, () =>
        scene.calls.moveTask(pick(taskIds), pick(board.columns), pick(['top', 'bottom', 1.5, 2])),
      );
      const listed = list();
      for (const moved of await Promise.all(moves)) expect(moved.statusCode).toBe(200);
      await listed;
    }

    await stampBoardList(scene.t.app.ctx.db, board.id);
    const fresh = new CachedBoardList(await boardCards(scene.t.app.ctx.db, board.id));
    const afresh = [...fresh.cards.values()].map((json) => JSON.parse(json) as { _id: string });
    const served = await list();
    expect(served.version).toBe(fresh.version);
    expect(byId(served.tasks)).toEqual(byId(afresh));

    const changes = await list(first.version);
    const brought = byId(first.tasks);
    for (const task of changes.tasks) brought[task._id] = task;
    expect(changes.version).toBe(fresh.version);
    expect(brought).toEqual(byId(afresh));
  });
});
