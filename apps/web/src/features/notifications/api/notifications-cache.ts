import type { Notification, NotificationsResponse } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session-store';
import { notificationsQueryKey, type NotificationsData } from './get-notifications';

type Meta = NotificationsResponse['meta'];

/**
 * Rewrites the signed-in user's cached notifications (nothing when none are cached: the bell
 * fetches them when it shows). Every page carries the same counts, so each page's meta changes.
 */
function change(
  queryClient: QueryClient,
  update: (data: NotificationsData) => NotificationsData,
): void {
  const userId = useSessionStore.getState().user?._id;
  if (!userId) return;
  queryClient.setQueryData<NotificationsData>(
    notificationsQueryKey(userId),
    (data) => data && update(data),
  );
}

function withMeta(data: NotificationsData, meta: (meta: Meta) => Meta): NotificationsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, meta: meta(page.meta) })) };
}

/** The unread count of the whole list (not only the pages loaded). */
export function unreadCount(data: NotificationsData | undefined): number {
  return data?.pages[0]?.meta.unread ?? 0;
}

/**
 * The loaded notifications, newest first. A live notification shifts the server's pages by one,
 * so a later page may repeat one already shown: each appears once.
 */
export function loadedNotifications(data: NotificationsData | undefined): Notification[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.notifications)
    .filter((notification) => {
      if (seen.has(notification._id)) return false;
      seen.add(notification._id);
      return true;
    });
}

/** The total changed by `by`: the pages follow it. */
function counted(meta: Meta, by: number, unreadBy: number): Meta {
  const total = Math.max(0, meta.total + by);
  return {
    ...meta,
    total,
    unread: Math.max(0, meta.unread + unreadBy),
    totalPages: Math.max(1, Math.ceil(total / meta.limit)),
  };
}

/**
 * A notification that just arrived (or a deletion undone) takes its place in the newest-first
 * list, and counts. One older than every loaded one goes last of the loaded pages.
 */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  change(queryClient, (data) => {
    if (loadedNotifications(data).some((each) => each._id === notification._id)) return data;
    const newer = (each: Notification) => each.createdAt > notification.createdAt;
    let pageIndex = data.pages.findIndex((page) => !page.notifications.every(newer));
    if (pageIndex === -1) pageIndex = data.pages.length - 1;
    if (pageIndex === -1) return data;
    const added = {
      ...data,
      pages: data.pages.map((page, index) => {
        if (index !== pageIndex) return page;
        const at = page.notifications.findIndex((each) => !newer(each));
        const notifications = [...page.notifications];
        notifications.splice(at === -1 ? notifications.length : at, 0, notification);
        return { ...page, notifications };
      }),
    };
    return withMeta(added, (meta) => counted(meta, 1, notification.read ? 0 : 1));
  });
}

/** Takes a notification out of the cached list and the counts; returns it (to undo), if there. */
export function removeFromCache(
  queryClient: QueryClient,
  notificationId: string,
): Notification | undefined {
  let removed: Notification | undefined;
  change(queryClient, (data) => {
    removed = loadedNotifications(data).find((each) => each._id === notificationId);
    if (!removed) return data;
    const kept = {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.filter((each) => each._id !== notificationId),
      })),
    };
    return withMeta(kept, (meta) => counted(meta, -1, removed?.read ? 0 : -1));
  });
  return removed;
}

/** Marks one cached notification read; the unread count drops if it was unread. */
export function markReadInCache(queryClient: QueryClient, notificationId: string): void {
  change(queryClient, (data) => {
    const wasUnread = loadedNotifications(data).some(
      (each) => each._id === notificationId && !each.read,
    );
    if (!wasUnread) return data;
    const marked = {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((each) =>
          each._id === notificationId ? { ...each, read: true } : each,
        ),
      })),
    };
    return withMeta(marked, (meta) => ({ ...meta, unread: Math.max(0, meta.unread - 1) }));
  });
}

/** Marks every cached notification read, and the count zero. */
export function markAllReadInCache(queryClient: QueryClient): void {
  change(queryClient, (data) => {
    const marked = {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((each) => ({ ...each, read: true })),
      })),
    };
    return withMeta(marked, (meta) => ({ ...meta, unread: 0 }));
  });
}
