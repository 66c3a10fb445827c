import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { keepNotificationsUp } from './notification-upkeep.service';

/** Sends held digests and purges old read notifications at start-up, then every NOTIFICATION_SWEEP_SECONDS. */
export function notificationUpkeepJob(ctx: AppContext): JobDefinition {
  return {
    name: 'notification upkeep',
    everySeconds: ctx.config.notificationSweepSeconds,
    run: () => keepNotificationsUp(ctx),
  };
}
