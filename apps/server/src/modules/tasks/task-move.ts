import { needsRebalance, type PositionInput, type Rebalance, type Task } from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { preparedRawRows } from '../../db/raw-rows';
import { columns, type TaskRow } from '../../db/schema/index';
import type { BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from './task-activity';
import { parseTask, taskDocument, taskJson } from './task-json';
import {
  columnNotOnBoard,
  lockColumn,
  nearestOf,
  placeInColumn,
  renumberColumn,
  toNumber,
} from './task-position';
import { taskNotFound } from './task-errors';

export interface MovedTask {
  task: Task;
  rebalanced: Rebalance | null;
}

interface Written {
  json: string;
  below: number | string | null;
  above: number | string | null;
}

/**
 * Moves a task to a place in a column of the same board. The common case is one statement: it
 * writes the row and the history line and answers with the task as the API shows it, taking
 * only a shared lock on the column (moves do not wait for each other). When the place is taken
 * or too crowded, the column is renumbered under its exclusive lock instead.
 */
export async function moveTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  columnId: string,
  input: PositionInput,
): Promise<MovedTask> {
  const position =
    typeof input === 'number'
      ? input
      : (await placeInColumn(ctx.db, columnId, input, task.id)).position;
  const written = await writeMove(ctx.db, access, task, columnId, position).catch(
    (error: unknown) => {
      if (isDuplicatePosition(error)) return 'taken' as const;
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
    if (!needsRebalance(position, nearest))
      return { task: parseTask(written.json), rebalanced: null };
  }
  return moveByRenumbering(ctx, access, task, columnId, position);
}

async function writeMove(
  db: Database,
  access: BoardAccess,
  task: TaskRow,
  columnId: string,
  position: number,
): Promise<Written | undefined> {
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
    select moved.json,
      (select max(position) from tasks where ${others} and position <= ${position}) as below,
      (select min(position) from tasks where ${others} and position >= ${position}) as above
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
  columnId: string,
  position: number,
): Promise<MovedTask> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await renumberWithTask(ctx, access, task, columnId, position);
    } catch (error) {
      if (attempt >= 3 || !hasErrorCode(error, DEADLOCK_DETECTED)) throw error;
    }
  }
}

async function renumberWithTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  columnId: string,
  position: number,
): Promise<MovedTask> {
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
    const moved = await taskJson(tx, task.id);
    if (!moved) throw taskNotFound();
    return { task: moved, rebalanced };
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

const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

/** Whether PostgreSQL failed with this SQLSTATE (drizzle wraps the driver's error as `cause`). */
function hasErrorCode(error: unknown, code: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === code;
}

function isDuplicatePosition(error: unknown): boolean {
  return hasErrorCode(error, UNIQUE_VIOLATION);
}
