import type { TaskActivityType } from '@teamboard/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taskActivity, users, type TaskActivityRow, type UserRow } from '../../db/schema/index';

export interface TaskActivityEntry {
  taskId: string;
  actorId: string;
  type: TaskActivityType;
  data?: TaskActivityRow['data'];
}

/** A line of a task's history with its actor (null once their account is deleted). */
export interface TaskActivityWithActor {
  activity: TaskActivityRow;
  actor: UserRow | null;
}

/** Appends to a task's history; call it inside the transaction that makes the change. */
export async function recordTaskActivity(tx: Database, entry: TaskActivityEntry): Promise<void> {
  await tx.insert(taskActivity).values({ ...entry, data: entry.data ?? {} });
}

/** The newest `limit` lines of a task's history, newest first. */
export async function taskActivityOf(
  db: Database,
  taskId: string,
  limit: number,
): Promise<TaskActivityWithActor[]> {
  return db
    .select({ activity: taskActivity, actor: users })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(eq(taskActivity.taskId, taskId))
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(limit);
}
