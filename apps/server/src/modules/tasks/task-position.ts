import {
  needsRebalance,
  POSITION_STEP,
  resolvePosition,
  type PositionInput,
  type Rebalance,
} from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { columns, tasks } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

/**
 * Positions in a column are distinct (a unique constraint) and sortable. Moves write one row
 * without locking the column (task-move.ts); anything that renumbers or must see the column
 * still takes its row lock first.
 */

export interface Placement {
  position: number;
  /** The neighbours are too close (or equal): renumber the column instead of writing this. */
  crowded: boolean;
}

interface Neighbours {
  first: number | null;
  last: number | null;
  below: number | null;
  above: number | null;
}

export const columnNotOnBoard = () =>
  badRequest('That column is not on this board', [
    { field: 'columnId', message: 'Unknown column' },
  ]);

/** Takes the column's row lock: moves into it wait until the caller commits. */
export async function lockColumn(
  tx: Database,
  boardId: string,
  columnId: string,
): Promise<{ title: string }> {
  const [column] = await tx
    .select({ title: columns.title })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)))
    .for('update');
  if (!column) throw columnNotOnBoard();
  return column;
}

/**
 * Where `input` lands among the column's other tasks. Every lookup walks the
 * (column, position) index: the column is never read whole.
 */
export async function placeInColumn(
  db: Database,
  columnId: string,
  input: PositionInput,
  movingTaskId: string | null,
): Promise<Placement> {
  const wanted = typeof input === 'number' ? input : null;
  const others = sql`column_id = ${columnId} and id is distinct from ${movingTaskId}::uuid`;
  const [row] = await rawRows<Neighbours>(
    db,
    sql`
    select
      (select min(position) from tasks where ${others}) as first,
      (select max(position) from tasks where ${others}) as last,
      (select max(position) from tasks where ${others} and position <= ${wanted}::float8) as below,
      (select min(position) from tasks where ${others} and position >= ${wanted}::float8) as above`,
  );
  const bounds = { first: toNumber(row?.first), last: toNumber(row?.last) };
  const position = resolvePosition(bounds, input);
  const nearest = nearestOf(input, bounds, toNumber(row?.below), toNumber(row?.above));
  return { position, crowded: needsRebalance(position, nearest) };
}

export function nearestOf(
  input: PositionInput,
  bounds: { first: number | null; last: number | null },
  below: number | null,
  above: number | null,
): number | null {
  if (input === 'top') return bounds.first;
  if (input === 'bottom') return bounds.last;
  if (below === null) return above;
  if (above === null) return below;
  return input - below <= above - input ? below : above;
}

/** Aggregates may come back as strings from node-postgres. */
export function toNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Renumbers a column evenly in one statement, keeping its order (ties broken by id). With
 * `placing`, that task joins the column at that position, after any task already there. Call
 * it holding the column's lock (lockColumn). A task that a concurrent move took out of the column
 * meanwhile is left where it went.
 */
export async function renumberColumn(
  tx: Database,
  columnId: string,
  placing?: { taskId: string; position: number },
): Promise<Rebalance> {
  const movingId = placing?.taskId ?? null;
  const incoming = placing
    ? sql`union all select ${placing.taskId}::uuid, ${placing.position}::float8, 1`
    : sql``;
  // First to -1, -2, … then to 1024, 2048, …: each row's new value is free when it is written,
  // as the (immediate) unique constraint on (column, position) requires.
  await tx.execute(sql`
    update ${tasks} set column_id = ${columnId}, position = -ranked.rank,
      updated_at = case when ${tasks.id} = ${movingId}::uuid then clock_timestamp() else ${tasks.updatedAt} end
    from (
      select id, row_number() over (order by position, tie, id) as rank
      from (
        select id, position, 0 as tie from ${tasks}
        where column_id = ${columnId} and id is distinct from ${movingId}::uuid
        ${incoming}
      ) as placed
    ) as ranked
    where ${tasks.id} = ranked.id
      and (${tasks.columnId} = ${columnId} or ${tasks.id} = ${movingId}::uuid)`);
  await tx.execute(sql`
    update ${tasks} set position = -${tasks.position} * ${POSITION_STEP}
    where ${tasks.columnId} = ${columnId} and ${tasks.position} < 0`);
  const rows = await tx
    .select({ _id: tasks.id, position: tasks.position })
    .from(tasks)
    .where(eq(tasks.columnId, columnId))
    .orderBy(asc(tasks.position));
  return { columnId, positions: rows };
}
