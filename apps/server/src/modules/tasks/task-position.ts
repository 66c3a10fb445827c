import {
  needsRebalance,
  POSITION_STEP,
  resolvePosition,
  type PositionInput,
} from '@teamboard/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { columns, tasks } from '../../db/schema/index';

export interface Rebalance {
  columnId: string;
  positions: { _id: string; position: number }[];
}

/**
 * Locks the column (so concurrent moves into it queue up) and answers where `input` lands among
 * the column's other tasks, reading only the bounds and the nearest neighbour.
 */
export async function placeInColumn(
  tx: Database,
  columnId: string,
  input: PositionInput,
  movingTaskId: string | null,
): Promise<{ position: number; crowded: boolean }> {
  await tx.select({ id: columns.id }).from(columns).where(eq(columns.id, columnId)).for('update');
  const others = movingTaskId
    ? and(eq(tasks.columnId, columnId), ne(tasks.id, movingTaskId))
    : eq(tasks.columnId, columnId);
  const [bounds] = await tx
    .select({
      first: sql<number | null>`min(${tasks.position})`,
      last: sql<number | null>`max(${tasks.position})`,
    })
    .from(tasks)
    .where(others);
  const position = resolvePosition(
    { first: toNumber(bounds?.first), last: toNumber(bounds?.last) },
    input,
  );
  const [nearest] = await tx
    .select({ position: tasks.position })
    .from(tasks)
    .where(others)
    .orderBy(sql`abs(${tasks.position} - ${position})`)
    .limit(1);
  return { position, crowded: needsRebalance(position, nearest?.position ?? null) };
}

/** Aggregates come back as strings from node-postgres. */
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
