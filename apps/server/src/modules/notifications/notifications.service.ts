import type { Notification, NotificationsQuery, NotificationsResponse } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { decodeCursor, pageOf } from '../../http/cursor';
import { parseDocuments } from './notification.json.repo';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsPage,
} from './notifications.repo';

/**
 * A page of the user's notifications (or the unread ones), newest first: the one after
 * `cursor`, or numbered page `page` (from 1; one past the last is empty), with the counts.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit, page, unread }: NotificationsQuery,
): Promise<NotificationsResponse> {
  // One more than a page tells whether a next page exists.
  const found = await notificationsPage(db, userId, {
    after: decodeCursor(cursor),
    offset: (page - 1) * limit,
    limit: limit + 1,
    unreadOnly: unread ?? false,
  });
  const { items, nextCursor } = pageOf(found.rows, limit, (row) => row);
  return {
    notifications: parseDocuments(items),
    meta: {
      total: found.total,
      unread: found.unread,
      page,
      limit,
      // Page 1 always exists, even empty.
      totalPages: Math.max(1, Math.ceil(found.total / limit)),
    },
    nextCursor,
  };
}

/** Marks one of the user's notifications read; anyone else's reads as missing (404). */
export async function markRead(
  db: Database,
  userId: string,
  notificationId: string,
): Promise<Notification> {
  const notification = await markNotificationRead(db, userId, notificationId);
  if (!notification) throw notFound('Notification not found');
  return notification;
}

/** Marks all the user's unread notifications read; answers how many there were. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  return markAllNotificationsRead(db, userId);
}

/** Deletes one of the user's notifications; anyone else's reads as missing (404). */
export async function removeNotification(
  db: Database,
  userId: string,
  notificationId: string,
): Promise<void> {
  if (!(await deleteNotification(db, userId, notificationId))) {
    throw notFound('Notification not found');
  }
}
