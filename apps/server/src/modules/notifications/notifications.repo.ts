import type { Notification, NotificationType } from '@teamboard/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exactTime, olderThan, type SortKey } from '../../db/keyset';
import { rawRows } from '../../db/raw-rows';
import { notifications } from '../../db/schema/index';
import { announceNotificationRow } from '../../events/notification-events';
import { notificationDocument, parseDocuments } from './notification.json.repo';

/** What one notification says, the same for each of its recipients. */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  /** HTML shown as is: wrap every user-supplied part in `escapeHtml` (mail/email-layout). */
  message: string;
  link: string | null;
  senderId: string | null;
}

/**
 * Inserts the notification for each of `userIds` and announces each row, to be sent to the
 * user's sockets once the caller's transaction commits.
 */
export async function insertNotifications(
  db: Database,
  userIds: string[],
  content: NotificationContent,
  createdAt: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    with n as (
      insert into notifications (user_id, type, title, message, link, sender_id, created_at)
      select value::uuid, ${content.type}, ${content.title}, ${content.message}, ${content.link},
        ${content.senderId}, ${createdAt.toISOString()}
      from json_array_elements_text(${JSON.stringify(userIds)}::json)
      returning id, user_id)
    select ${announceNotificationRow} from n`);
}

/** One notification as the API shows it, or undefined once it is gone. */
export async function notificationById(
  db: Database,
  notificationId: string,
): Promise<Notification | undefined> {
  const rows = await rawRows<{ json: string }>(
    db,
    sql`
    select ${notificationDocument}::text as json
    from notifications n left join users s on s.id = n.sender_id
    where n.id = ${notificationId}`,
  );
  return parseDocuments(rows)[0];
}

/** A notification's document as the API shows it, with its sort key (db/keyset.ts). */
export interface NotificationDocumentRow {
  json: string;
  id: string;
  at: string;
}

/**
 * `limit` of a user's notifications (or of the unread ones), newest first, after `after` or
 * past the first `offset`, with their total and the number unread.
 */
export async function notificationsPage(
  db: Database,
  userId: string,
  page: { after: SortKey | undefined; offset: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: NotificationDocumentRow[]; total: number; unread: number }> {
  const { after, offset, limit, unreadOnly } = page;
  const rows = await rawRows<NotificationDocumentRow>(
    db,
    sql`
    select ${notificationDocument}::text as json, n.id, ${exactTime(sql`n.created_at`)} as at
    from notifications n left join users s on s.id = n.sender_id
    where n.user_id = ${userId} ${unreadOnly ? sql`and not n.read` : sql``}
      ${after ? sql`and ${olderThan(sql`n.created_at`, sql`n.id`, after)}` : sql``}
    order by n.created_at desc, n.id desc
    limit ${limit} offset ${offset}`,
  );
  const [counts] = await rawRows<{ total: number; unread: number }>(
    db,
    sql`
    select count(*)::int as total, (count(*) filter (where not read))::int as unread
    from notifications where user_id = ${userId}`,
  );
  const unread = counts?.unread ?? 0;
  // The pages are those of the list asked for.
  return { rows, total: unreadOnly ? unread : (counts?.total ?? 0), unread };
}

/**
 * Marks one of the user's notifications read (again, if it already was) and answers it; undefined
 * when the user has no notification with that id (someone else's included).
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  notificationId: string,
): Promise<Notification | undefined> {
  const rows = await rawRows<{ json: string }>(
    db,
    sql`
    with n as (
      update notifications set read = true
      where id = ${notificationId} and user_id = ${userId}
      returning *)
    select ${notificationDocument}::text as json
    from n left join users s on s.id = n.sender_id`,
  );
  return parseDocuments(rows)[0];
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Deletes one of the user's notifications; false when the user has none with that id. */
export async function deleteNotification(
  db: Database,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

/** Deletes read notifications created before `before`; answers how many. */
export async function purgeReadNotifications(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.read, true), lt(notifications.createdAt, before)))
    .returning({ id: notifications.id });
  return deleted.length;
}
