import type { NotificationType } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { queueNotificationEmail } from './notification-emails.service';
import { recipientsOf } from './notification-preferences.repo';
import { insertNotifications } from './notifications.repo';

/** Something that concerns people, as the feature where it happened describes it. */
export interface NotificationEvent {
  type: NotificationType;
  /** Whom it concerns (repeats are fine); the actor is never told of their own action. */
  recipients: string[];
  /** Who did it (the notification's sender), or null for the system (a reminder, a sweep). */
  actorId: string | null;
  title: string;
  /** HTML: every user-supplied part wrapped in `escapeHtml` (mail/email-layout). */
  message: string;
  /** The app path its action leads to. */
  link: string | null;
}

/** What notifying needs of the app: the clock, the app's address, the unsubscribe links. */
export type NotifyContext = Pick<AppContext, 'config' | 'clock' | 'unsubscribeTokens'>;

/**
 * Tells each recipient, in the caller's transaction, on the channels they chose for the type: a
 * notification row, sent live to their open tabs once the transaction commits, and an email
 * through the outbox. Nothing is sent if the transaction rolls back.
 */
export async function notify(
  ctx: NotifyContext,
  db: Database,
  event: NotificationEvent,
): Promise<void> {
  const ids = [...new Set(event.recipients)].filter((id) => id !== event.actorId);
  if (ids.length === 0) return;
  const recipients = await recipientsOf(db, ids, event.type);
  const content = {
    type: event.type,
    title: event.title,
    message: event.message,
    link: event.link,
    senderId: event.actorId,
  };
  const inApp = recipients.filter((recipient) => recipient.channels.inApp);
  await insertNotifications(
    db,
    inApp.map((recipient) => recipient.id),
    content,
    ctx.clock.now(),
  );
  for (const recipient of recipients) {
    if (recipient.channels.email) await queueNotificationEmail(ctx, db, recipient, content);
  }
}
