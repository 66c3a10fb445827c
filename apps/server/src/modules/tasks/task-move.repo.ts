import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRawRows } from '../../db/raw-rows';
import { columns } from '../../db/schema/index';
import { announceInStatement, type Initiator } from '../realtime/board-events';
import { taskDocument } from './task-json.repo';

/** A task's move: which task, from which column, by whom, on which board. */
export interface MovingTask {
  boardId: string;
  taskId: string;
  fromColumnId: string;
  actorId: string;
}

/** Where a task goes: a column of its board and a numeric place in it. */
export interface Destination {
  columnId: string;
  position: number;
}

/** The moved task's response JSON and the positions now nearest below and above it. */
export interface WrittenMove {
  json: string;
  below: number | string | null;
  above: number | string | null;
}

/**
 * The move in one prepared statement: takes a shared lock on the destination column (moves do
 * not wait for each other), writes the row and the history line, announces the move and answers
 * the `{task, rebalanced: null}` JSON as PostgreSQL wrote it, with the new neighbours. Nothing
 * when the column is not on the board or the task is gone; a unique violation when the place is
 * taken.
 */
export async function writeMove(
  db: Database,
  moving: MovingTask,
  { columnId, position }: Destination,
  initiator: Initiator,
): Promise<WrittenMove | undefined> {
  const placed = sql`'{"task":' || moved.json || ',"rebalanced":null}'`;
  const announced = announceInStatement(initiator, moving.boardId, 'TASK_MOVED', placed);
  const others = sql`column_id = ${columnId} and id <> ${moving.taskId}`;
  const [row] = await preparedRawRows<WrittenMove>(
    db,
    'task_move',
    sql`
    with target as (
      select id, title from columns where id = ${columnId} and board_id = ${moving.boardId}
      for share),
    moved as (
      update tasks as t set column_id = target.id, position = ${position}, updated_at = clock_timestamp()
      from boards b, target where t.id = ${moving.taskId} and b.id = t.board_id
      returning t.id, ${taskDocument}::text as json),
    logged as (
      insert into task_activity (task_id, actor_id, type, data)
      select moved.id, ${moving.actorId}, 'task_moved',
        jsonb_build_object('fromColumn', source.title, 'toColumn', target.title)
      from moved, target, columns source
      where source.id = ${moving.fromColumnId} and source.id <> target.id)
    select ${placed} as json,
      (select max(position) from tasks where ${others} and position <= ${position}) as below,
      (select min(position) from tasks where ${others} and position >= ${position}) as above,
      ${announced}
    from moved`,
  );
  return row;
}

/** A column's title, if it still exists. */
export async function columnTitle(db: Database, columnId: string): Promise<string | undefined> {
  const [column] = await db
    .select({ title: columns.title })
    .from(columns)
    .where(eq(columns.id, columnId));
  return column?.title;
}
