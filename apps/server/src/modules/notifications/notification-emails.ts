import type { NotificationType } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { enqueueEmail } from '../../mail/outbox';
import {
  digestEmail,
  notificationEmail,
  type EmailedNotification,
} from './notification-email-content';
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
  const [recent] = await rawRows<{ count: number }>(
    db,
    sql`
    select count(*)::int as count from notification_emails
    where user_id = ${recipient.id}
      and created_at > ${new Date(now.getTime() - WINDOW_MS).toISOString()}`,
  );
  const held = (recent?.count ?? 0) >= ALONE_PER_WINDOW;
  await db.execute(sql`
    insert into notification_emails (user_id, type, title, message, link, held, created_at, sent_at)
    values (${recipient.id}, ${content.type}, ${content.title}, ${content.message}, ${content.link},
      ${held}, ${now.toISOString()}, ${held ? null : now.toISOString()})`);
  if (held) return;
  await enqueueEmail(
    db,
    notificationEmail(recipient.email, await emailed(ctx, recipient.id, content)),
  );
}

interface HeldEmail {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  email: string;
}

/**
 * Sends each person's held emails as one digest once the oldest has waited out the window; one
 * transaction per person, rows locked so two processes never send one twice. Answers how many
 * digests went out.
 */
export async function sendHeldDigests(ctx: EmailContext & Pick<AppContext, 'db'>): Promise<number> {
  const due = new Date(ctx.clock.now().getTime() - WINDOW_MS).toISOString();
  const people = await rawRows<{ user_id: string }>(
    ctx.db,
    sql`
    select user_id from notification_emails
    where held and sent_at is null
    group by user_id having min(created_at) <= ${due}`,
  );
  let sent = 0;
  for (const { user_id: userId } of people) {
    const digested = await ctx.db.transaction(async (tx) => sendDigestOf(ctx, tx, userId));
    if (digested) sent += 1;
  }
  return sent;
}

async function sendDigestOf(ctx: EmailContext, db: Database, userId: string): Promise<boolean> {
  const held = await rawRows<HeldEmail>(
    db,
    sql`
    select e.id, e.type, e.title, e.message, e.link, u.email
    from notification_emails e join users u on u.id = e.user_id
    where e.user_id = ${userId} and e.held and e.sent_at is null
    order by e.created_at, e.id
    for update of e skip locked`,
  );
  const [first] = held;
  if (!first) return false;
  const items = await Promise.all(held.map((each) => emailed(ctx, userId, each)));
  await enqueueEmail(db, digestEmail(first.email, items));
  await db.execute(sql`
    update notification_emails set sent_at = ${ctx.clock.now().toISOString()}
    where id in (select value::uuid from json_array_elements_text(${JSON.stringify(held.map((each) => each.id))}::json))`);
  return true;
}
