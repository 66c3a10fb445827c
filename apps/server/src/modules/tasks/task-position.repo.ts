import { POSITION_STEP, type Rebalance } from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { columns, tasks } from '../../db/schema/index';

/** The positions around a place in a column, the moving task left out. */
export interface Neighbours {
  first: number | string | null;
  last: number | string | null;
  below: number | string | null;
  above: number | string | null;
}

/** Takes the column's row lock (moves into it wait until the caller commits); undefined if the column is not on the board. */
export async function lockColumnRow(
  tx: Database,
  boardId: string,
  columnId: string,
): Promise<{ title: string } | undefined> {
  const [column] = await tx
    .select({ title: columns.title })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)))
    .for('update');
  return column;
}

/** Whether the column belongs to the board. */
export async function isColumnOfBoard(
  db: Database,
  columnId: string,
  boardId: string,
): Promise<boolean> {
  const [column] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)));
  return !!column;
}

/**
 * The first and last positions of the column and the nearest below and above `wanted`. Every
 * lookup walks the (column, position) index: the column is never read whole.
 */
export async function columnNeighbours(
  db: Database,
  columnId: string,
  wanted: number | null,
  movingTaskId: string | null,
): Promise<Neighbours | undefined> {
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
  return row;
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
