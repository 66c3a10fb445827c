import {
  resolvePosition,
  type Column,
  type CreateColumnInput,
  type Rebalance,
  type UpdateColumnInput,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { ColumnRow } from '../../db/schema/index';
import { badRequest, conflict } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';
import { announce, type Initiator } from '../../events/board-events';
import { lockColumn } from '../tasks/task-position.service';
import { renumberColumn } from '../tasks/task-position.repo';
import { columnNotFound } from '../boards/column.policy';
import { presentColumn } from './column.presenter';
import {
  columnBounds,
  columnIdsOfBoard,
  columnsOfBoard,
  deleteColumnRow,
  insertColumn,
  lockBoardColumn,
  moveTasksBelow,
  setColumnPosition,
  taskCountOfColumn,
  updateColumnRow,
} from './columns.repo';

/**
 * Column use cases. Each writes and announces in one transaction, so the board's room hears of
 * it in commit order.
 */

/** The board's columns, in board order. */
export async function listColumns(db: Database, boardId: string): Promise<Column[]> {
  return (await columnsOfBoard(db, boardId)).map(presentColumn);
}

export async function createColumn(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateColumnInput,
  initiator: Initiator,
): Promise<Column> {
  return ctx.db.transaction(async (tx) => {
    const bounds = await columnBounds(tx, access.board.id);
    const row = await insertColumn(tx, {
      boardId: access.board.id,
      title: input.fields.title,
      color: input.fields.color ?? null,
      position: resolvePosition(bounds, input.position ?? 'bottom'),
    });
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
  const current = await columnIdsOfBoard(ctx.db, access.board.id);
  const sameSet =
    wanted.length === current.length &&
    new Set(wanted).size === wanted.length &&
    current.every((id) => wanted.includes(id));
  if (!sameSet) throw badRequest('columnOrder must list every column of the board exactly once');
  return ctx.db.transaction(async (tx) => {
    for (const [index, id] of wanted.entries()) {
      await setColumnPosition(tx, id, (index + 1) * 1024);
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
    const row = await updateColumnRow(tx, column.id, input);
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
    await deleteColumnRow(tx, column.id);
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
  if ((await taskCountOfColumn(tx, column.id)) === 0) return null;
  if (!target)
    throw conflict('This column has tasks. Choose a column to move them to (moveTasksTo).');
  if (target === column.id) throw badRequest('Move the tasks to another column');
  if (!(await lockBoardColumn(tx, column.boardId, target)))
    throw badRequest('moveTasksTo must be another column of this board');
  await lockColumn(tx, column.boardId, column.id);
  await moveTasksBelow(tx, column.id, target);
  return renumberColumn(tx, target);
}
