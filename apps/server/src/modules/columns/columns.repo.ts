import type { UpdateColumnInput } from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { columns, tasks, type ColumnRow } from '../../db/schema/index';

/**
 * Column queries. Writes set updatedAt to clock_timestamp(), taken after the row lock: it grows
 * in commit order, and realtime clients keep the newer copy of a column.
 */

/** The board's columns, in board order. */
export async function columnsOfBoard(db: Database, boardId: string): Promise<ColumnRow[]> {
  return db
    .select()
    .from(columns)
    .where(eq(columns.boardId, boardId))
    .orderBy(asc(columns.position));
}

/** The first and last positions among the board's columns; null when it has none. */
export async function columnBounds(
  db: Database,
  boardId: string,
): Promise<{ first: number | null; last: number | null }> {
  const existing = await db
    .select({ position: columns.position })
    .from(columns)
    .where(eq(columns.boardId, boardId))
    .orderBy(asc(columns.position));
  return {
    first: existing.at(0)?.position ?? null,
    last: existing.at(-1)?.position ?? null,
  };
}

/** The ids of the board's columns, in no particular order. */
export async function columnIdsOfBoard(db: Database, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ id: columns.id })
    .from(columns)
    .where(eq(columns.boardId, boardId));
  return rows.map((row) => row.id);
}

export async function insertColumn(
  tx: Database,
  values: typeof columns.$inferInsert,
): Promise<ColumnRow | undefined> {
  const [row] = await tx.insert(columns).values(values).returning();
  return row;
}

export async function setColumnPosition(
  tx: Database,
  columnId: string,
  position: number,
): Promise<void> {
  await tx
    .update(columns)
    .set({ position, updatedAt: sql`clock_timestamp()` })
    .where(eq(columns.id, columnId));
}

/** Writes the column's fields; undefined if it is gone. */
export async function updateColumnRow(
  tx: Database,
  columnId: string,
  fields: UpdateColumnInput,
): Promise<ColumnRow | undefined> {
  const [row] = await tx
    .update(columns)
    .set({ ...fields, updatedAt: sql`clock_timestamp()` })
    .where(eq(columns.id, columnId))
    .returning();
  return row;
}

export async function deleteColumnRow(tx: Database, columnId: string): Promise<void> {
  await tx.delete(columns).where(eq(columns.id, columnId));
}

export async function taskCountOfColumn(tx: Database, columnId: string): Promise<number> {
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(eq(tasks.columnId, columnId));
  return held?.count ?? 0;
}

/** Locks another column of the same board; false if there is no such column. */
export async function lockBoardColumn(
  tx: Database,
  boardId: string,
  columnId: string,
): Promise<boolean> {
  const [destination] = await tx
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)))
    .for('update');
  return !!destination;
}

/** Moves every task of one column below the other column's own, keeping their order. */
export async function moveTasksBelow(tx: Database, fromId: string, toId: string): Promise<void> {
  await tx
    .update(tasks)
    .set({
      columnId: toId,
      position: sql`${tasks.position} + coalesce((select max(position) from tasks where column_id = ${toId}), 0) + 1024`,
    })
    .where(eq(tasks.columnId, fromId));
}
