import { PRIORITY_NAMES, type Task } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../mail/email-layout';
import { mentionedIdsIn } from '../../rich-text/mentions';
import type { BoardAccess } from '../boards/board.policy';
import { workspaceUrlOfBoard } from '../boards/workspace-url-of-board.repo';
import { taskLink } from '../notifications/notification-links';
import { notify, type NotifyContext } from '../notifications/notify.service';

/** A change someone made to a task, as the notifications need it. */
export interface TaskChange {
  access: BoardAccess;
  /** The task as the change left it. */
  task: Task;
  /** Its assignees before, when the change may have set them (none for a new task). */
  assigneesBefore?: string[];
  /** Its priority before, when the change may have set it. */
  priorityBefore?: number;
  /** Its description before, when the change may have set it (null: it had none, or is new). */
  descriptionBefore?: string | null;
}

/** The task's panel on its board, when the board's workspace is still there. */
export async function linkToTask(db: Database, task: Task): Promise<string | null> {
  const workspaceUrl = await workspaceUrlOfBoard(db, task.boardId);
  return workspaceUrl === undefined ? null : taskLink(workspaceUrl, task.boardId, task.taskId);
}

/** "<strong>Write docs</strong> (ACME-4)": a task named in a notification, escaped. */
export function taskNamed(task: Pick<Task, 'title' | 'taskId'>): string {
  return `<strong>${escapeHtml(task.title)}</strong> (${escapeHtml(task.taskId)})`;
}

/**
 * Tells those newly assigned that they are, and the task's other assignees and members that its
 * priority changed, in the change's transaction.
 */
export async function notifyTaskChange(
  ctx: NotifyContext,
  db: Database,
  change: TaskChange,
): Promise<void> {
  await notifyDescriptionMentions(ctx, db, change);
  const { access, task, assigneesBefore, priorityBefore } = change;
  const actor = `<strong>${escapeHtml(access.user.name)}</strong>`;
  const assignees = task.assignees.map((person) => person._id);
  const newlyAssigned = assigneesBefore
    ? assignees.filter((id) => !assigneesBefore.includes(id))
    : [];
  const priorityChanged = priorityBefore !== undefined && priorityBefore !== task.priority;
  if (newlyAssigned.length === 0 && !priorityChanged) return;
  const link = await linkToTask(db, task);
  await notify(ctx, db, {
    type: 'task_assigned',
    recipients: newlyAssigned,
    actorId: access.user.id,
    title: 'Assigned to a task',
    message: `${actor} assigned you to ${taskNamed(task)}`,
    link,
  });
  if (!priorityChanged) return;
  const concerned = [...assignees, ...task.members.map((person) => person._id)];
  await notify(ctx, db, {
    type: 'task_priority_changed',
    // Those just assigned were told of the task already.
    recipients: concerned.filter((id) => !newlyAssigned.includes(id)),
    actorId: access.user.id,
    title: 'Task priority changed',
    message:
      `${actor} changed the priority of ${taskNamed(task)} ` +
      `from ${PRIORITY_NAMES[priorityOf(priorityBefore)]} to ${PRIORITY_NAMES[priorityOf(task.priority)]}`,
    link,
  });
}

/** Tells those the description newly mentions (not the writer), as a comment's mention does. */
async function notifyDescriptionMentions(
  ctx: NotifyContext,
  db: Database,
  { access, task, descriptionBefore }: TaskChange,
): Promise<void> {
  if (descriptionBefore === undefined || task.description === null) return;
  const before = new Set(mentionedIdsIn(descriptionBefore ?? ''));
  const mentioned = mentionedIdsIn(task.description).filter(
    (id) => !before.has(id) && id !== access.user.id,
  );
  if (mentioned.length === 0) return;
  await notify(ctx, db, {
    type: 'mention',
    recipients: mentioned,
    actorId: access.user.id,
    title: 'Mentioned in a task',
    message: `<strong>${escapeHtml(access.user.name)}</strong> mentioned you in the description of ${taskNamed(task)}`,
    link: await linkToTask(db, task),
  });
}

function priorityOf(value: number): keyof typeof PRIORITY_NAMES {
  return value in PRIORITY_NAMES ? (value as keyof typeof PRIORITY_NAMES) : 1;
}
