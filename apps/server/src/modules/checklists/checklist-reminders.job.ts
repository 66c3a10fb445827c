import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { sendChecklistItemReminders } from './checklist-reminders.service';

/** Sends checklist item reminders at start-up, then every NOTIFICATION_SWEEP_SECONDS. */
export function checklistRemindersJob(ctx: AppContext): JobDefinition {
  return {
    name: 'checklist item reminders',
    everySeconds: ctx.config.notificationSweepSeconds,
    run: () => sendChecklistItemReminders(ctx),
  };
}
