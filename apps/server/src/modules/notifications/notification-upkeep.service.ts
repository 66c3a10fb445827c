import type { AppContext } from '../../context';
import { sendHeldDigests } from './notification-emails.service';
import { purgeReadNotifications } from './notifications.repo';

/** Read notifications are kept this long, unread ones until read. */
const KEEP_READ_DAYS = 90;

/** Sends the digests whose time has come and deletes read notifications past 90 days. */
export async function keepNotificationsUp(ctx: AppContext): Promise<number> {
  const digests = await sendHeldDigests(ctx);
  const before = new Date(ctx.clock.now().getTime() - KEEP_READ_DAYS * 24 * 60 * 60 * 1000);
  return digests + (await purgeReadNotifications(ctx.db, before));
}
