import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { sendDueDateReminders } from './due-date-reminders.service';

/** Sends due-date reminders at start-up, then every NOTIFICATION_SWEEP_SECONDS. */
export function dueDateRemindersJob(ctx: AppContext): JobDefinition {
  return {
    name: 'due-date reminders',
    everySeconds: ctx.config.notificationSweepSeconds,
    run: () => sendDueDateReminders(ctx),
  };
}
