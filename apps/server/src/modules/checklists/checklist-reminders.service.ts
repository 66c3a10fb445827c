import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../mail/email-layout';
import { taskLink } from '../notifications/notification-links';
import { notify } from '../notifications/notify.service';
import { taskNamed } from '../tasks/task-notifications.service';
import { claimItemReminders, type ClaimedItemReminder } from './checklist-reminders.repo';

/** Reminders claimed per transaction. */
const BATCH = 50;

async function remind(ctx: AppContext, db: Database, reminder: ClaimedItemReminder, now: Date) {
  const soon = new Date(reminder.due_date) > now;
  const task = taskNamed({ title: reminder.task_title, taskId: reminder.task_key });
  const item =
    `<strong>${escapeHtml(reminder.item_title)}</strong> ` +
    `(${escapeHtml(reminder.checklist_title)}) on ${task}`;
  await notify(ctx, db, {
    type: 'checklist_item_due',
    recipients: [reminder.assignee_id],
    actorId: null,
    title: soon ? 'Checklist item due soon' : 'Checklist item overdue',
    message: soon ? `${item} is due within a day.` : `${item} is past its due date.`,
    link: taskLink(reminder.workspace_url, reminder.board_id, reminder.task_key),
  });
}

/**
 * Reminds the assignees of the checklist items due now, a batch per transaction: once per item
 * and due date (a task gets two, before and after its date; an item, a step of one, only one).
 * Answers how many went out.
 */
export async function sendChecklistItemReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const due = await claimItemReminders(tx, now, BATCH);
      for (const reminder of due) await remind(ctx, tx, reminder, now);
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}
