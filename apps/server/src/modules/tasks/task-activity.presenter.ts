import type { TaskActivity } from '@teamboard/shared';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { TaskActivityWithActor } from './task-activity.repo';

/** A line of a task's history, with its actor as a public user (no email). */
export function presentTaskActivity({ activity, actor }: TaskActivityWithActor): TaskActivity {
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
}
