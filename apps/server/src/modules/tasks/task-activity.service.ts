import type { TaskActivity } from '@teamboard/shared';
import type { BoardActivity } from '@teamboard/shared/board-report';
import type { AppContext } from '../../context';
import type { BoardRow, TaskRow } from '../../db/schema/index';
import { presentBoardActivity, presentTaskActivity } from './task-activity.presenter';
import { boardActivityOf, taskActivityOf } from './task-activity.repo';

/** How much of a task's history one read returns. */
export const TASK_ACTIVITY_LIMIT = 200;

/** A task's history, newest first. */
export async function listTaskActivity(ctx: AppContext, task: TaskRow): Promise<TaskActivity[]> {
  const rows = await taskActivityOf(ctx.db, task.id, TASK_ACTIVITY_LIMIT);
  return rows.map(presentTaskActivity);
}

/** The latest `limit` lines of the history of the board's tasks, newest first (its overview). */
export async function listBoardActivity(
  ctx: AppContext,
  board: BoardRow,
  limit: number,
): Promise<BoardActivity[]> {
  const rows = await boardActivityOf(ctx.db, board.id, limit);
  return rows.map((row) => presentBoardActivity(board, row));
}
