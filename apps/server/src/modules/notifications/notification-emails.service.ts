import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../../mail/outbox';
import {
  digestEmail,
  notificationEmail,
  type EmailedNotification,
} from './notification-email-content';
import {
  emailsSince,
  insertNotificationEmail,
  lockHeldEmails,
  markEmailsSent,
  peopleWithDueDigests,
} from './notification-emails.repo';
import type { Recipient } from './notification-preferences.repo';
import type { NotificationContent } from './notifications.repo';

/** Emails a person gets one by one within a window; past that they wait for one digest. */
const ALONE_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

type EmailContext = Pick<AppContext, 'config' | 'clock' | 'unsubscribeTokens'>;

async function emailed(
  ctx: EmailContext,
  userId: string,
  { type, title, message, link }: Pick<NotificationContent, 'type' | 'title' | 'message' | 'link'>,
): Promise<EmailedNotification> {
  const token = await ctx.unsubscribeTokens.issue({ userId, type });
  const query = new URLSearchParams({ unsubscribe: type, token });
  return {
    type,
    title,
    message,
    link: link === null ? null : `${ctx.config.appUrl}${link}`,
    unsubscribe: `${ctx.config.appUrl}/account/notifications?${query.toString()}`,
  };
}

/**
 * Emails a notification to a recipient who wants it by email, in the caller's transaction (the
 * outbox sends it after commit): at once, unless the person was already sent five within ten
 * minutes; then it is held for the next digest.
 */
export async function queueNotificationEmail(
  ctx: EmailContext,
  db: Database,
  recipient: Recipient,
  content: NotificationContent,
): Promise<void> {
  const now = ctx.clock.now();
  const recent = await emailsSince(db, recipient.id, new Date(now.getTime() - WINDOW_MS));
  const held = recent >= ALONE_PER_WINDOW;
  await insertNotificationEmail(db, recipient.id, content, held, now);
  if (held) return;
  await enqueueEmail(
    db,
    notificationEmail(recipient.email, await emailed(ctx, recipient.id, content)),
  );
}

/**
 * Sends each person's held emails as one digest once the oldest has waited out the window; one
 * transaction per person, rows locked so two processes never send one twice. Answers how many
 * digests went out.
 */
export async function sendHeldDigests(ctx: EmailContext & Pick<AppContext, 'db'>): Promise<number> {
  const due = new Date(ctx.clock.now().getTime() - WINDOW_MS);
  let sent = 0;
  for (const userId of await peopleWithDueDigests(ctx.db, due)) {
    const digested = await ctx.db.transaction(async (tx) => sendDigestOf(ctx, tx, userId));
    if (digested) sent += 1;
  }
  return sent;
}

async function sendDigestOf(ctx: EmailContext, db: Database, userId: string): Promise<boolean> {
  const held = await lockHeldEmails(db, userId);
  const [first] = held;
  if (!first) return false;
  const items = await Promise.all(held.map((each) => emailed(ctx, userId, each)));
  await enqueueEmail(db, digestEmail(first.email, items));
  await markEmailsSent(
    db,
    held.map((each) => each.id),
    ctx.clock.now(),
  );
  return true;
}
