import {
  resolvePosition,
  type Column,
  type CreateColumnInput,
  type Rebalance,
  type UpdateColumnInput,
} from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { columns, tasks, type ColumnRow } from '../../db/schema/index';
import { badRequest, conflict } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';
import { listColumns, presentColumn } from '../boards/board.presenter';
import { announce, type Initiator } from '../realtime/board-events';
import { lockColumn } from '../tasks/task-position';
import { renumberColumn } from '../tasks/task-position.repo';
import { columnNotFound } from './column.policy';

/**
 * Column use cases. Each writes and announces in one transaction, so the board's room hears of
 * it in commit order. updatedAt is clock_timestamp() taken after the row lock: it grows in
 * commit order, and realtime clients keep the newer copy of a column.
 */

export async function createColumn(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateColumnInput,
  initiator: Initiator,
): Promise<Column> {
  return ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ position: columns.position })
      .from(columns)
      .where(eq(columns.boardId, access.board.id))
      .orderBy(asc(columns.position));
    const bounds = {
      first: existing.at(0)?.position ?? null,
      last: existing.at(-1)?.position ?? null,
    };
    const [row] = await tx
      .insert(columns)
      .values({
        boardId: access.board.id,
        title: input.fields.title,
        color: input.fields.color ?? null,
        position: resolvePosition(bounds, input.position ?? 'bottom'),
      })
      .returning();
    if (!row) throw columnNotFound();
    const column = presentColumn(row);
    await announce(tx, initiator, access.board.id, 'COLUMN_CREATED', { column });
    return column;
  });
}

/** Puts the board's columns in this order, which must name each of them once. */
export async function reorderColumns(
  ctx: AppContext,
  access: BoardAccess,
  wanted: string[],
  initiator: Initiator,
): Promise<Column[]> {
  const current = await ctx.db
    .select({ id: columns.id })
    .from(columns)
    .where(eq(columns.boardId, access.board.id));
  const sameSet =
    wanted.length === current.length &&
    new Set(wanted).size === wanted.length &&
    current.every((row) => wanted.includes(row.id));
  if (!sameSet) throw badRequest('columnOrder must list every column of the board exactly once');
  return ctx.db.transaction(async (tx) => {
    for (const [index, id] of wanted.entries()) {
      await tx
        .update(columns)
        .set({ position: (index + 1) * 1024, updatedAt: sql`clock_timestamp()` })
        .where(eq(columns.id, id));
    }
    const ordered = await listColumns(tx, access.board.id);
    await announce(tx, initiator, access.board.id, 'COLUMNS_REORDERED', { columns: ordered });
    return ordered;
  });
}

export async function updateColumn(
  ctx: AppContext,
  column: ColumnRow,
  input: UpdateColumnInput,
  initiator: Initiator,
): Promise<Column> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(columns)
      .set({ ...input, updatedAt: sql`clock_timestamp()` })
      .where(eq(columns.id, column.id))
      .returning();
    if (!row) throw columnNotFound();
    const updated = presentColumn(row);
    await announce(tx, initiator, column.boardId, 'COLUMN_UPDATED', { column: updated });
    return updated;
  });
}

/**
 * Deletes a column. One that holds tasks needs `moveTasksTo`, another column of the board: the
 * tasks go below that column's own, in their old order, and the column is renumbered.
 */
export async function deleteColumn(
  ctx: AppContext,
  column: ColumnRow,
  moveTasksTo: string | undefined,
  initiator: Initiator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rebalanced = await moveTasksOut(tx, column, moveTasksTo);
    await tx.delete(columns).where(eq(columns.id, column.id));
    await announce(tx, initiator, column.boardId, 'COLUMN_DELETED', {
      columnId: column.id,
      moveTasksTo: rebalanced ? (moveTasksTo ?? null) : null,
      rebalanced,
    });
  });
}

async function moveTasksOut(
  tx: Database,
  column: ColumnRow,
  target: string | undefined,
): Promise<Rebalance | null> {
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(eq(tasks.columnId, column.id));
  if ((held?.count ?? 0) === 0) return null;
  if (!target)
    throw conflict('This column has tasks. Choose a column to move them to (moveTasksTo).');
  if (target === column.id) throw badRequest('Move the tasks to another column');
  const [destination] = await tx
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, target), eq(columns.boardId, column.boardId)))
    .for('update');
  if (!destination) throw badRequest('moveTasksTo must be another column of this board');
  await lockColumn(tx, column.boardId, column.id);
  await tx
    .update(tasks)
    .set({
      columnId: target,
      position: sql`${tasks.position} + coalesce((select max(position) from tasks where column_id = ${target}), 0) + 1024`,
    })
    .where(eq(tasks.columnId, column.id));
  return renumberColumn(tx, target);
}
