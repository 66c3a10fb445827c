import type { Database } from '../../db/client';
import type { TaskRow } from '../../db/schema/index';
import { escapeHtml } from '../../mail/email-layout';
import { plainTextOf } from '../../rich-text/plain-text';
import type { BoardAccess } from '../boards/board.policy';
import { notify, type NotifyContext } from '../notifications/notify.service';
import { linkToTask, taskNamed } from '../tasks/task-notifications.service';
import { peopleIdsOf } from '../tasks/task-people.repo';
import { readTask } from '../tasks/task.json.repo';

/** How much of a comment a notification quotes. */
const EXCERPT_LENGTH = 200;

/** A comment someone wrote or edited, as the notifications need it. */
export interface CommentWritten {
  access: BoardAccess;
  task: TaskRow;
  content: string;
  /** People the comment mentions for the first time (all of them for a new comment). */
  newMentions: string[];
  /** Whether the comment is new (its task's people hear of it) or an edit (only new mentions). */
  added: boolean;
}

function excerpt(content: string): string {
  const flat = plainTextOf(content).replace(/\s+/g, ' ');
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/**
 * Tells those the comment mentions (`mention`), and for a new comment the task's assignees and
 * members (`task_comment`): one notification each, the mention when both apply.
 */
export async function notifyComment(
  ctx: NotifyContext,
  db: Database,
  { access, task, content, newMentions, added }: CommentWritten,
): Promise<void> {
  const presented = await readTask(db, task.id);
  const link = await linkToTask(db, presented);
  const author = `<strong>${escapeHtml(access.user.name)}</strong>`;
  const quote = `“${escapeHtml(excerpt(content))}”`;
  await notify(ctx, db, {
    type: 'mention',
    recipients: newMentions,
    actorId: access.user.id,
    title: 'Mentioned in a comment',
    message: `${author} mentioned you on ${taskNamed(presented)}: ${quote}`,
    link,
  });
  if (!added) return;
  const concerned = await peopleIdsOf(db, task.id);
  await notify(ctx, db, {
    type: 'task_comment',
    recipients: concerned.filter((id) => !newMentions.includes(id)),
    actorId: access.user.id,
    title: 'New comment on a task',
    message: `${author} commented on ${taskNamed(presented)}: ${quote}`,
    link,
  });
}
