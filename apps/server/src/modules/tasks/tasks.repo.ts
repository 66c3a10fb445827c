import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { boards, tasks } from '../../db/schema/index';

/**
 * Bumps the board's task counter and answers the new task's number. The update holds the
 * board's row lock until the transaction ends, so two creates never take the same number.
 */
export async function nextTaskNumber(tx: Database, boardId: string): Promise<number> {
  const [counter] = await tx
    .update(boards)
    .set({ taskCounter: sql`${boards.taskCounter} + 1`, updatedAt: sql`now()` })
    .where(eq(boards.id, boardId))
    .returning({ number: boards.taskCounter });
  return counter?.number ?? 1;
}

/** Whether the board holds more than `count` tasks, walking its index no further than that. */
export async function boardHasMoreTasksThan(
  db: Database,
  boardId: string,
  count: number,
): Promise<boolean> {
  const offset = sql.raw(String(count));
  const found = await rawRows(
    db,
    sql`select 1 from tasks where board_id = ${boardId} offset ${offset} limit 1`,
  );
  return found.length > 0;
}

export async function insertTask(
  tx: Database,
  values: typeof tasks.$inferInsert,
): Promise<{ id: string }> {
  const [task] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  if (!task) throw new Error('insert into tasks returned no row');
  return task;
}

/** Writes a task's own fields (updatedAt with them); false when the task is gone. */
export async function updateTaskFields(
  tx: Database,
  taskId: string,
  values: PgUpdateSetSource<typeof tasks>,
): Promise<boolean> {
  const updated = await tx
    .update(tasks)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(tasks.id, taskId))
    .returning({ id: tasks.id });
  return updated.length > 0;
}

/** Deletes a task (its links, entries and history go with it). */
export async function deleteTaskRow(tx: Database, taskId: string): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, taskId));
}

/** Those of these task ids that are tasks of the board. */
export async function boardTaskIdsAmong(
  db: Database,
  boardId: string,
  taskIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.boardId, boardId), inArray(tasks.id, taskIds)));
  return rows.map((row) => row.id);
}
