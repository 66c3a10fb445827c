import type { TaskActivity } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { TaskRow } from '../../db/schema/index';
import { presentTaskActivity } from './task-activity.presenter';
import { taskActivityOf } from './task-activity.repo';

/** How much of a task's history one read returns. */
export const TASK_ACTIVITY_LIMIT = 200;

/** A task's history, newest first. */
export async function listTaskActivity(ctx: AppContext, task: TaskRow): Promise<TaskActivity[]> {
  const rows = await taskActivityOf(ctx.db, task.id, TASK_ACTIVITY_LIMIT);
  return rows.map(presentTaskActivity);
}
