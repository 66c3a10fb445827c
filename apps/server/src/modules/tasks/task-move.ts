import { needsRebalance, type PlacedTask, type PositionInput } from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isDeadlock, uniqueViolation } from '../../db/pg-errors';
import { preparedRawRows } from '../../db/raw-rows';
import { columns, type TaskRow } from '../../db/schema/index';
import type { BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from './task-activity';
import { announce, announceInStatement, type Initiator } from '../realtime/board-events';
import { presentTask, taskDocument } from './task-json';
import {
  columnNotOnBoard,
  lockColumn,
  nearestOf,
  placeInColumn,
  renumberColumn,
  toNumber,
} from './task-position';
import { taskNotFound } from './task-errors';

/** Where a task is sent: a column of its board and a place in it. */
export interface MoveTarget {
  columnId: string;
  position: PositionInput;
}

interface Placement {
  columnId: string;
  position: number;
}

interface Written {
  json: string;
  below: number | string | null;
  above: number | string | null;
}

/**
 * Moves a task to a place in a column of the same board; answers the response's JSON. The common
 * case is one statement: it writes the row and the history line, announces the move and answers
 * the task as the API shows it, as JSON PostgreSQL wrote (sent on as it is, like the board's
 * task list), taking only a shared lock on the column (moves do not wait for each other). When
 * the place is taken or too crowded, the column is renumbered under its exclusive lock instead
 * (a crowded place was written first, so that move is announced twice: the second with the
 * renumbering).
 */
export async function moveTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  target: MoveTarget,
  initiator: Initiator,
): Promise<string> {
  const { columnId } = target;
  const position =
    typeof target.position === 'number'
      ? target.position
      : (await placeInColumn(ctx.db, columnId, target.position, task.id)).position;
  const written = await writeMove(ctx.db, access, task, { columnId, position }, initiator).catch(
    (error: unknown) => {
      if (uniqueViolation(error)) return 'taken' as const;
      throw error;
    },
  );
  if (written === undefined) throw await whyNothingMoved(ctx.db, access, columnId);
  if (written !== 'taken') {
    const nearest = nearestOf(
      position,
      { first: null, last: null },
      toNumber(written.below),
      toNumber(written.above),
    );
    if (!needsRebalance(position, nearest)) return written.json;
  }
  const placed = await moveByRenumbering(ctx, access, task, { columnId, position }, initiator);
  return JSON.stringify(placed);
}

async function writeMove(
  db: Database,
  access: BoardAccess,
  task: TaskRow,
  { columnId, position }: Placement,
  initiator: Initiator,
): Promise<Written | undefined> {
  const placed = sql`'{"task":' || moved.json || ',"rebalanced":null}'`;
  const announced = announceInStatement(initiator, access.board.id, 'TASK_MOVED', placed);
  const others = sql`column_id = ${columnId} and id <> ${task.id}`;
  const [row] = await preparedRawRows<Written>(
    db,
    'task_move',
    sql`
    with target as (
      select id, title from columns where id = ${columnId} and board_id = ${access.board.id}
      for share),
    moved as (
      update tasks as t set column_id = target.id, position = ${position}, updated_at = clock_timestamp()
      from boards b, target where t.id = ${task.id} and b.id = t.board_id
      returning t.id, ${taskDocument}::text as json),
    logged as (
      insert into task_activity (task_id, actor_id, type, data)
      select moved.id, ${access.user.id}, 'task_moved',
        jsonb_build_object('fromColumn', source.title, 'toColumn', target.title)
      from moved, target, columns source
      where source.id = ${task.columnId} and source.id <> target.id)
    select ${placed} as json,
      (select max(position) from tasks where ${others} and position <= ${position}) as below,
      (select min(position) from tasks where ${others} and position >= ${position}) as above,
      ${announced}
    from moved`,
  );
  return row;
}

/**
 * The place is taken or crowded: renumber the column with the task put at its place. Two such
 * renumberings that swap tasks between two columns can deadlock; PostgreSQL then aborts one,
 * which is simply run again.
 */
async function moveByRenumbering(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  placement: Placement,
  initiator: Initiator,
): Promise<PlacedTask> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await renumberWithTask(ctx, access, task, placement, initiator);
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

async function renumberWithTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  { columnId, position }: Placement,
  initiator: Initiator,
): Promise<PlacedTask> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockColumn(tx, access.board.id, columnId);
    const [current] = await tx
      .select({ columnId: columns.id, title: columns.title })
      .from(columns)
      .where(eq(columns.id, task.columnId));
    const rebalanced = await renumberColumn(tx, columnId, { taskId: task.id, position });
    if (current && current.columnId !== columnId)
      await recordTaskActivity(tx, {
        taskId: task.id,
        actorId: access.user.id,
        type: 'task_moved',
        data: { fromColumn: current.title, toColumn: target.title },
      });
    const placed = { task: await presentTask(tx, task.id), rebalanced };
    await announce(tx, initiator, access.board.id, 'TASK_MOVED', placed);
    return placed;
  });
}

/** Nothing was written: the column is not on the board, or the task is gone. */
async function whyNothingMoved(db: Database, access: BoardAccess, columnId: string) {
  const [column] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, access.board.id)));
  return column ? taskNotFound() : columnNotOnBoard();
}
