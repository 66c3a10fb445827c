import type { TaskActivity } from '@teamboard/shared';
import type { BoardActivity } from '@teamboard/shared/board-report';
import type { BoardRow } from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { BoardActivityRow, TaskActivityWithActor } from './task-activity.repo';

/** A line of a task's history, with its actor as a public user (no email). */
export function presentTaskActivity({ activity, actor }: TaskActivityWithActor): TaskActivity {
  const { fields, fromColumn, toColumn, commentId, form, checklist, item, convertedTaskId } =
    activity.data;
  const { attachment } = activity.data;
  return {
    _id: activity.id,
    taskId: activity.taskId,
    type: activity.type,
    actor: actor ? presentPublicUser(actor, false) : null,
    ...(fields ? { fields } : {}),
    ...(fromColumn !== undefined ? { fromColumn } : {}),
    ...(toColumn !== undefined ? { toColumn } : {}),
    ...(commentId ? { commentId } : {}),
    ...(form !== undefined ? { form } : {}),
    ...(checklist !== undefined ? { checklist } : {}),
    ...(item !== undefined ? { item } : {}),
    ...(convertedTaskId ? { convertedTaskId } : {}),
    ...(attachment !== undefined ? { attachment } : {}),
    createdAt: activity.createdAt.toISOString(),
  };
}

/** A line of a board's history: the task's line, and the task it is about (key and title). */
export function presentBoardActivity(board: BoardRow, row: BoardActivityRow): BoardActivity {
  const { id, number, title } = row.task;
  return {
    ...presentTaskActivity(row),
    task: { _id: id, taskId: `${board.key}-${String(number)}`, title },
  };
}
