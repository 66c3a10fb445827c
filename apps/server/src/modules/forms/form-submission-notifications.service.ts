import type { Task } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { BoardRow, FormRow } from '../../db/schema/index';
import { escapeHtml } from '../../mail/email-layout';
import { notify, type NotifyContext } from '../notifications/notify.service';
import { linkToTask, taskNamed } from '../tasks/task-notifications.service';
import { boardManagersOnIt } from './form-board.repo';

/**
 * Tells the board's managers a form made a task, and its default assignees they have it, in the
 * submission's transaction. Nobody sent it (no sender); every answer is escaped text.
 */
export async function notifyFormSubmission(
  ctx: NotifyContext,
  db: Database,
  { form, board, task }: { form: FormRow; board: BoardRow; task: Task },
): Promise<void> {
  const formNamed = `<strong>${escapeHtml(form.title)}</strong>`;
  const link = await linkToTask(db, task);
  const assignees = task.assignees.map((person) => person._id);
  await notify(ctx, db, {
    type: 'task_assigned',
    recipients: assignees,
    actorId: null,
    title: 'Assigned to a task',
    message: `A response to ${formNamed} assigned you to ${taskNamed(task)}`,
    link,
  });
  const managers = await boardManagersOnIt(db, board.id);
  await notify(ctx, db, {
    type: 'form_submission',
    // Those assigned were just told of the task.
    recipients: managers.filter((id) => !assignees.includes(id)),
    actorId: null,
    title: 'New form response',
    message: `A response to ${formNamed} created ${taskNamed(task)}`,
    link,
  });
}
