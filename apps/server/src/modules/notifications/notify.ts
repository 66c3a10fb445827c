import { notificationSchema, type Notification, type NotificationType } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isoJson, publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';

/**
 * How any feature tells a user something: insert the notification inside the transaction that
 * caused it, then deliver it once that transaction has committed.
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  /** HTML shown as is: wrap every user-supplied part in `escapeHtml` (mail/email-layout). */
  message: string;
  link: string | null;
  senderId: string | null;
}

/** The notification JSON over a row `n`, with its sender `s` (left joined). */
export const notificationDocument = sql`json_build_object(
  '_id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'link', n.link,
  'sender', case when s.id is null then null else ${publicUserJson('s')} end,
  'read', n.read,
  'createdAt', ${isoJson(sql`n.created_at`)})`;

export async function insertNotification(
  db: Database,
  input: NewNotification,
): Promise<Notification> {
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    with n as (
      insert into notifications (user_id, type, title, message, link, sender_id)
      values (${input.userId}, ${input.type}, ${input.title}, ${input.message}, ${input.link},
        ${input.senderId})
      returning *)
    select ${notificationDocument}::text as json
    from n left join users s on s.id = n.sender_id`,
  );
  if (!row) throw new Error('notification insert returned nothing');
  return notificationSchema.parse(JSON.parse(row.json));
}

/** Sends a committed notification to the user's open tabs. */
export function deliverNotification(
  ctx: AppContext,
  userId: string,
  notification: Notification,
): void {
  ctx.boardEvents.notify(userId, notification);
}
