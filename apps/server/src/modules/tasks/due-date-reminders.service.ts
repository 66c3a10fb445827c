import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { notify } from '../notifications/notify.service';
import { claimDueReminders, type ClaimedReminder } from './due-date-reminders.repo';
import { linkToTask, taskNamed } from './task-notifications.service';
import { assigneeIdsOf } from './task-people.repo';
import { readTask } from './task.json.repo';

// Read by modules/metrics from here; its import moves to the repo with the metrics move.

/** Reminders claimed per transaction. */
const BATCH = 50;

async function remind(ctx: AppContext, db: Database, { task_id: taskId, kind }: ClaimedReminder) {
  const task = await readTask(db, taskId);
  await notify(ctx, db, {
    type: 'task_due_date',
    recipients: await assigneeIdsOf(db, taskId),
    actorId: null,
    title: kind === 'soon' ? 'Task due soon' : 'Task overdue',
    message:
      kind === 'soon'
        ? `${taskNamed(task)} is due within a day.`
        : `${taskNamed(task)} is past its due date.`,
    link: await linkToTask(db, task),
  });
}

/** Sends every reminder due now, a batch per transaction; answers how many went out. */
export async function sendDueDateReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, ctx.clock.now(), BATCH);
      for (const reminder of due) await remind(ctx, tx, reminder);
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}
