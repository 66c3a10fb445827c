import { desc, eq } from 'drizzle-orm';
import type { TaskActivity } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { taskActivity, users } from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';

/** How much of a task's history one read returns. */
export const TASK_ACTIVITY_LIMIT = 200;

/** A task's history, newest first, with each actor as a public user (no email). */
export async function listTaskActivity(db: Database, taskId: string): Promise<TaskActivity[]> {
  const rows = await db
    .select({ activity: taskActivity, actor: users })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(eq(taskActivity.taskId, taskId))
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(TASK_ACTIVITY_LIMIT);
  return rows.map(({ activity, actor }) => {
    const { fields, fromColumn, toColumn, commentId } = activity.data;
    return {
      _id: activity.id,
      taskId: activity.taskId,
      type: activity.type,
      actor: actor ? presentPublicUser(actor, false) : null,
      ...(fields ? { fields } : {}),
      ...(fromColumn !== undefined ? { fromColumn } : {}),
      ...(toColumn !== undefined ? { toColumn } : {}),
      ...(commentId ? { commentId } : {}),
      createdAt: activity.createdAt.toISOString(),
    };
  });
}
