import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRawRows } from '../../db/raw-rows';
import { columns } from '../../db/schema/index';
import { announceInStatement, type Initiator } from '../../events/board-events';
import { taskDocument } from './task.json.repo';

/**
 * A task's move: which task, by whom, and the gate that must hold (board.policy.ts's taskGateSql:
 * the task's id, column and board, and whether the mover may move it).
 */
export interface MovingTask {
  taskId: string;
  actorId: string;
  gate: SQL;
}

/** Where a task goes: a column of its board and a numeric place in it. */
export interface Destination {
  columnId: string;
  position: number;
}

/**
 * What the move statement did: nothing when the gate refused (`allowed` false); else the board,
 * and, when written, the response's JSON and the positions now nearest below and above the task.
 */
export interface WrittenMove {
  allowed: boolean;
  boardId: string | null;
  json: string | null;
  below: number | string | null;
  above: number | string | null;
}

/**
 * The move in one prepared statement: decides the gate, takes a shared lock on the destination
 * column (moves do not wait for each other), writes the row and the history line, announces the
 * move and answers the `{task, rebalanced: null}` JSON as PostgreSQL wrote it, with the new
 * neighbours. Nothing at all when the user is gone; no JSON when the gate refused, the column is
 * not on the task's board or the task is gone; a unique violation when the place is taken.
 */
export async function writeMove(
  db: Database,
  moving: MovingTask,
  { columnId, position }: Destination,
  initiator: Initiator,
): Promise<WrittenMove | undefined> {
  const placed = sql`'{"task":' || moved.json || ',"rebalanced":null}'`;
  const announced = announceInStatement(initiator, sql`moved.board_id`, 'TASK_MOVED', placed);
  const others = sql`column_id = ${columnId} and id <> ${moving.taskId}`;
  const [row] = await preparedRawRows<WrittenMove>(
    db,
    'task_move',
    sql`
    with gate as (${moving.gate}),
    target as (
      select c.id, c.title from columns c join gate on gate.allowed and c.board_id = gate.board_id
      where c.id = ${columnId}
      for share of c),
    moved as (
      update tasks as t set column_id = target.id, position = ${position}, updated_at = clock_timestamp()
      from boards b, target, gate where t.id = gate.task_id and b.id = t.board_id
      returning t.id, t.board_id, ${taskDocument}::text as json),
    logged as (
      insert into task_activity (task_id, board_id, actor_id, type, data)
      select moved.id, moved.board_id, ${moving.actorId}, 'task_moved',
        jsonb_build_object('fromColumn', source.title, 'toColumn', target.title,
          'fromColumnId', source.id, 'toColumnId', target.id)
      from moved, target, gate, columns source
      where source.id = gate.from_column_id and source.id <> target.id),
    written as (
      select ${placed} as json,
        (select max(position) from tasks where ${others} and position <= ${position}) as below,
        (select min(position) from tasks where ${others} and position >= ${position}) as above,
        ${announced}
      from moved)
    select gate.allowed as "allowed", gate.board_id as "boardId", written.json, written.below,
      written.above
    from gate left join written on true`,
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
