import type { Notification, NotificationsResponse } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import {
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsPage,
  type NewNotification,
} from './notifications.repo';

/**
 * How any feature tells a user something: record the notification inside the transaction that
 * caused it, then deliver it once that transaction has committed.
 */
export async function recordNotification(
  db: Database,
  input: NewNotification,
): Promise<Notification> {
  return insertNotification(db, input);
}

/** Sends a committed notification to the user's open tabs. */
export function deliverNotification(
  ctx: AppContext,
  userId: string,
  notification: Notification,
): void {
  ctx.boardEvents.notify(userId, notification);
}

/** Page `page` (from 1) of the user's notifications, newest first, with the counts of all. */
export async function listNotifications(
  db: Database,
  userId: string,
  page: number,
): Promise<NotificationsResponse> {
  return notificationsPage(db, userId, page);
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
