import type { Notification, NotificationsResponse } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsPage,
} from './notifications.repo';

/** Page `page` (from 1) of the user's notifications (or the unread ones), newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  query: { page: number; unread?: boolean | undefined },
): Promise<NotificationsResponse> {
  return notificationsPage(db, userId, query.page, query.unread ?? false);
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
