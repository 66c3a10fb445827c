import {
  needsRebalance,
  POSITION_STEP,
  resolvePosition,
  type PositionInput,
} from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { columns, tasks } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

export interface Rebalance {
  columnId: string;
  positions: { _id: string; position: number }[];
}

export interface Placement {
  position: number;
  /** The neighbours are too close: renumber the column after writing. */
  crowded: boolean;
  /** The destination column's title, for the task's history. */
  columnTitle: string;
}

interface Neighbours {
  first: number | null;
  last: number | null;
  below: number | null;
  above: number | null;
}

/**
 * Locks the destination column, which must be on `boardId` (so concurrent moves into it queue
 * up and a task never lands on another board), then answers where `input` lands among the
 * column's other tasks. The neighbours are read by a second statement so that, under READ
 * COMMITTED, it sees every move committed while this one waited for the lock. Each lookup walks
 * the (column, position) index: the column is never read whole.
 */
export async function placeInColumn(
  tx: Database,
  boardId: string,
  columnId: string,
  input: PositionInput,
  movingTaskId: string | null,
): Promise<Placement> {
  const [column] = await tx
    .select({ title: columns.title })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)))
    .for('update');
  if (!column)
    throw badRequest('That column is not on this board', [
      { field: 'columnId', message: 'Unknown column' },
    ]);
  const wanted = typeof input === 'number' ? input : null;
  const others = sql`column_id = ${columnId} and id is distinct from ${movingTaskId}::uuid`;
  const [row] = await rawRows<Neighbours>(
    tx,
    sql`
    select
      (select min(position) from tasks where ${others}) as first,
      (select max(position) from tasks where ${others}) as last,
      (select position from tasks where ${others} and position <= ${wanted}::float8
        order by position desc limit 1) as below,
      (select position from tasks where ${others} and position >= ${wanted}::float8
        order by position asc limit 1) as above`,
  );
  const bounds = { first: toNumber(row?.first), last: toNumber(row?.last) };
  const position = resolvePosition(bounds, input);
  const nearest = nearestOf(input, bounds, toNumber(row?.below), toNumber(row?.above));
  return { position, crowded: needsRebalance(position, nearest), columnTitle: column.title };
}

function nearestOf(
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
function toNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** Renumbers a column evenly in one statement, keeping its order (ties broken by id). */
export async function rebalanceColumn(tx: Database, columnId: string): Promise<Rebalance> {
  await tx.execute(sql`
    update ${tasks} set position = ranked.rank * ${POSITION_STEP}
    from (
      select id, row_number() over (order by position, id) as rank
      from ${tasks} where column_id = ${columnId}
    ) as ranked
    where ${tasks.id} = ranked.id`);
  const rows = await tx
    .select({ _id: tasks.id, position: tasks.position })
    .from(tasks)
    .where(eq(tasks.columnId, columnId))
    .orderBy(asc(tasks.position));
  return { columnId, positions: rows };
}
