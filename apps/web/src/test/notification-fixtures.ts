import type { Notification, NotificationsResponse, PublicUser } from '@teamboard/shared';

export const grace: PublicUser = {
  _id: 'user-2',
  name: 'Grace Hopper',
  username: 'grace',
  avatar: null,
};

/** Grace assigned the signed-in user a task five minutes ago (unread). */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    type: 'task_assigned',
    title: 'New task for you',
    message: '<b>Grace</b> assigned you <em>Write docs</em>',
    link: '/dashboard?task=t-1',
    sender: grace,
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A page of the list as the server answers it; the counts default to those of `notifications`. */
export function pageOf(
  notifications: Notification[],
  meta: Partial<NotificationsResponse['meta']> = {},
): NotificationsResponse {
  return {
    notifications,
    meta: {
      total: notifications.length,
      unread: notifications.filter((each) => !each.read).length,
      page: 1,
      limit: 20,
      totalPages: 1,
      ...meta,
    },
    nextCursor: null,
  };
}
