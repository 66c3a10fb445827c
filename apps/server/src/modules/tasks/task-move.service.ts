import { needsRebalance, type PlacedTask, type PositionInput } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isDeadlock, uniqueViolation } from '../../db/pg-errors';
import type { TaskRow } from '../../db/schema/index';
import type { BoardAccess } from '../boards/board.policy';
import { announce, type Initiator } from '../realtime/board-events';
import { recordTaskActivity } from './task-activity.repo';
import { taskNotFound } from './task-errors';
import { columnTitle, writeMove, type Destination } from './task-move.repo';
import { columnNotOnBoard, lockColumn, nearestOf, placeInColumn, toNumber } from './task-position';
import { isColumnOfBoard, renumberColumn } from './task-position.repo';
import { presentTask } from './task.presenter';

/** Where a task is sent: a column of its board and a place in it. */
export interface MoveTarget {
  columnId: string;
  position: PositionInput;
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
  const moving = {
    boardId: access.board.id,
    taskId: task.id,
    fromColumnId: task.columnId,
    actorId: access.user.id,
  };
  const written = await writeMove(ctx.db, moving, { columnId, position }, initiator).catch(
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
    const placed = { task: await presentTask(tx, task.id), rebalanced };
    await announce(tx, initiator, access.board.id, 'TASK_MOVED', placed);
    return placed;
  });
}

/** Nothing was written: the column is not on the board, or the task is gone. */
async function whyNothingMoved(db: Database, access: BoardAccess, columnId: string) {
  return (await isColumnOfBoard(db, columnId, access.board.id))
    ? taskNotFound()
    : columnNotOnBoard();
}
