import type { Notification } from '@teamboard/shared';
import { Spinner } from '../../../components/ui/spinner';
import { Popover } from '../../../components/ui/popover';
import { useState } from 'react';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { loadedNotifications, unreadCount } from '../api/notifications-cache';
import { useOpenNotification } from '../use-open-notification';
import { NextPageButton } from './next-page-button';
import { BellGlyph, NotificationItem } from './notification-item';

/** More than this shows as "99+". */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell: the unread count, and a panel with the notifications (newest first, the
 * next page as the list's end scrolls into view), "Mark all as read", and each notification
 * opening its link, marked read or deleted on its own.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const openNotification = useOpenNotification();
  const unread = unreadCount(query.data);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover
      label="Notifications"
      align="end"
      open={open}
      onOpenChange={(next) => {
        // The list may have changed elsewhere (another tab read some): refresh a stale one.
        if (next && query.isStale) void query.refetch();
        setOpen(next);
      }}
      panelClassName="flex max-h-[70vh] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden"
      trigger={
        <button
          type="button"
          data-testid="notification-bell"
          aria-label={label}
          title={label}
          className="relative inline-flex size-9 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          <BellGlyph className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-unread-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
            >
              {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
            </span>
          )}
        </button>
      }
    >
      <NotificationPanel
        query={query}
        unread={unread}
        onOpen={(notification) => {
          setOpen(false);
          openNotification(notification);
        }}
      />
    </Popover>
  );
}

function NotificationPanel({
  query,
  unread,
  onOpen,
}: {
  query: ReturnType<typeof useNotifications>;
  unread: number;
  onOpen: (notification: Notification) => void;
}) {
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const notifications = loadedNotifications(query.data);

  return (
    <>
      <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-2 dark:border-neutral-800">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <button
          type="button"
          disabled={unread === 0}
          onClick={() => markAll.mutate()}
          className="text-xs font-medium text-indigo-600 hover:underline disabled:cursor-default disabled:text-neutral-400 disabled:no-underline dark:text-indigo-400"
        >
          Mark all as read
        </button>
      </div>
      <div className="overflow-y-auto">
        {query.isPending ? (
          <div className="flex justify-center py-6 text-indigo-600">
            <Spinner label="Loading notifications" />
          </div>
        ) : query.isError && notifications.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-neutral-500">
            Could not load notifications.
          </p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-neutral-500">No notifications yet.</p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                onOpen={onOpen}
                onMarkRead={(each) => markRead.mutate(each._id)}
                onDelete={(each) => remove.mutate(each._id)}
              />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <NextPageButton
            loading={query.isFetchingNextPage}
            loadedPages={query.data?.pages.length ?? 0}
            onLoad={() => void query.fetchNextPage()}
          />
        )}
      </div>
    </>
  );
}
