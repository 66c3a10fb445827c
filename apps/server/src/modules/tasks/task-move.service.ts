import { needsRebalance, type PlacedTask, type PositionInput } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isDeadlock, uniqueViolation } from '../../db/pg-errors';
import type { TaskRow } from '../../db/schema/index';
import { forbidden } from '../../http/app-error';
import { authorizeTask, taskGateSql, type BoardAccess } from '../boards/board.policy';
import { announce, type Initiator } from '../../events/board-events';
import { recordTaskActivity } from './task-activity.repo';
import { taskNotFound } from './task-errors';
import { columnTitle, writeMove, type Destination } from './task-move.repo';
import {
  columnNotOnBoard,
  lockColumn,
  nearestOf,
  placeInColumn,
  toNumber,
} from './task-position.service';
import { isColumnOfBoard, renumberColumn } from './task-position.repo';
import { readTask } from './task.json.repo';
import type { AccessTokenClaims } from '../../http/caller';

/** Where a task is sent: a column of its board and a place in it. */
export interface MoveTarget {
  columnId: string;
  position: PositionInput;
}

/**
 * Moves a task to a place in a column of the same board; answers the response's JSON. The common
 * case is one statement: it decides the task's gate (taskGateSql: the session, the board and the
 * permission, read in that statement), writes the row and the history line, announces the move
 * and answers the task as the API shows it, as JSON PostgreSQL wrote (sent on as it is, like the
 * board's task list), taking only a shared lock on the column (moves do not wait for each other).
 * When the place is taken or too crowded, the column is renumbered under its exclusive lock
 * instead (a crowded place was written first, so that move is announced twice: the second with
 * the renumbering).
 */
export async function moveTask(
  ctx: AppContext,
  claims: AccessTokenClaims,
  taskId: string,
  target: MoveTarget,
  initiator: Initiator,
): Promise<string> {
  const { columnId } = target;
  const position =
    typeof target.position === 'number'
      ? target.position
      : (await placeInColumn(ctx.db, columnId, target.position, taskId)).position;
  // The one-statement gate knows roles, not API keys: a key's move passes the full gate first.
  if (claims.apiKey) await authorizeTask(ctx.db, claims, taskId, 'board.work');
  const moving = {
    taskId,
    actorId: claims.userId,
    gate: taskGateSql(claims, taskId, 'board.work'),
  };
  const written = await writeMove(ctx.db, moving, { columnId, position }, initiator).catch(
    (error: unknown) => {
      if (uniqueViolation(error)) return 'taken' as const;
      throw error;
    },
  );
  if (written !== 'taken') {
    if (!written?.allowed) throw await whyRefused(ctx.db, claims, taskId);
    if (written.json === null) throw await whyNothingMoved(ctx.db, written.boardId, columnId);
    const nearest = nearestOf(
      position,
      { first: null, last: null },
      toNumber(written.below),
      toNumber(written.above),
    );
    if (!needsRebalance(position, nearest)) return written.json;
  }
  // Rare: the task and its access, read again (a crowded place's move is already written).
  const { task, access } = await authorizeTask(ctx.db, claims, taskId, 'board.work');
  const placed = await moveByRenumbering(ctx, access, task, { columnId, position }, initiator);
  return JSON.stringify(placed);
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
  placement: Destination,
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
  { columnId, position }: Destination,
  initiator: Initiator,
): Promise<PlacedTask> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockColumn(tx, access.board.id, columnId);
    const fromColumn = await columnTitle(tx, task.columnId);
    const rebalanced = await renumberColumn(tx, columnId, { taskId: task.id, position });
    if (fromColumn !== undefined && task.columnId !== columnId)
      await recordTaskActivity(tx, {
        taskId: task.id,
        actorId: access.user.id,
        type: 'task_moved',
        data: { fromColumn, toColumn: target.title },
      });
    const placed = { task: await readTask(tx, task.id), rebalanced };
    await announce(tx, initiator, access.board.id, 'TASK_MOVED', placed);
    return placed;
  });
}

/**
 * The gate refused the move: authorizeTask, reading the access again, says why (401, 404 or 403).
 * Should it pass now (a membership granted since), the move still was refused: 403.
 */
async function whyRefused(db: Database, claims: AccessTokenClaims, taskId: string) {
  await authorizeTask(db, claims, taskId, 'board.work');
  return forbidden();
}

/** Nothing was written: the column is not on the task's board, or the task is gone. */
async function whyNothingMoved(db: Database, boardId: string | null, columnId: string) {
  return boardId !== null && (await isColumnOfBoard(db, columnId, boardId))
    ? taskNotFound()
    : columnNotOnBoard();
}
