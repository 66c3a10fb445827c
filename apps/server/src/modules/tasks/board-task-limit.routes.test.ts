import { MAX_TASKS_PER_BOARD } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();

/** Fills a new board straight in the database (far faster than through the API). */
async function addRows(board: TestBoard, count: number): Promise<void> {
  const { db } = scene.t.app.ctx;
  await db.execute(sql`
    insert into tasks (board_id, column_id, number, title, position)
    select ${board.id}, ${board.columns[1]}, n, 'Filler ' || n, n
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`update boards set task_counter = ${count} where id = ${board.id}`);
}

async function taskCount(board: TestBoard): Promise<number> {
  const [row] = await rawRows<{ count: number | string }>(
    scene.t.app.ctx.db,
    sql`select count(*) as count from tasks where board_id = ${board.id}`,
  );
  return Number(row?.count);
}

const create = (board: TestBoard, title: string) =>
  scene.calls.inject(scene.cast.member, 'POST', '/api/tasks', {
    boardId: board.id,
    columnId: board.columns[0],
    fields: { title },
  });

describe('the tasks a board may hold', () => {
  it(`are ${MAX_TASKS_PER_BOARD}: one more is refused with 409 until one is deleted`, async () => {
    const board = await scene.calls.newBoard();
    await addRows(board, MAX_TASKS_PER_BOARD - 1);

    const last = await create(board, 'The last one');
    expect(last.statusCode).toBe(201);
    const refused = await create(board, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A project holds at most 50,000 tasks',
      code: 'BOARD_FULL',
    });
    expect(await taskCount(board)).toBe(MAX_TASKS_PER_BOARD);
    const other = await scene.calls.newBoard('Another project');
    expect((await create(other, 'Elsewhere')).statusCode).toBe(201);

    const lastId = last.json<{ task: { _id: string } }>().task._id;
    await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${lastId}`);
    expect((await create(board, 'Room again')).statusCode).toBe(201);
  });
});
