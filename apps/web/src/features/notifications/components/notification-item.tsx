import { relativeTime, type Notification, notificationActionLabel } from '@teamboard/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/class-names';
import { notificationPath } from '../notification-action';
import { NotificationMessage } from './notification-message';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/**
 * One notification in the list: who, what, when and its action (named after its type); unread
 * ones stand out. Clicking opens it; beside it, mark it read (when unread) and delete it.
 */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const { sender, read } = notification;
  const hasLink = notificationPath(notification) !== null;
  return (
    <li
      className={cn(
        'flex items-start hover:bg-neutral-100 dark:hover:bg-neutral-800',
        !read && 'bg-indigo-50/70 dark:bg-indigo-950/40',
      )}
    >
      <button
        type="button"
        data-testid={`notification-${notification._id}`}
        data-read={read}
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 gap-3 py-3 pl-4 text-left"
      >
        {sender ? (
          <Avatar name={sender.name} src={sender.avatar} size="sm" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-200 text-neutral-600 dark:bg-neutral-700 dark:text-neutral-300"
          >
            <BellGlyph className="size-4" />
          </span>
        )}
        <span className="min-w-0 flex-1 text-sm">
          <span className="flex items-start justify-between gap-2">
            <span
              className={cn(
                'truncate',
                read ? 'text-neutral-700 dark:text-neutral-300' : 'font-semibold',
              )}
            >
              {notification.title}
            </span>
            {!read && (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-indigo-500">
                <span className="sr-only">Unread</span>
              </span>
            )}
          </span>
          <NotificationMessage
            html={notification.message}
            className="mt-0.5 text-neutral-600 dark:text-neutral-400"
          />
          <span className="mt-1 block text-xs text-neutral-500 dark:text-neutral-400">
            {sender && <>{sender.name} · </>}
            <time
              dateTime={notification.createdAt}
              title={new Date(notification.createdAt).toLocaleString()}
            >
              {relativeTime(notification.createdAt)}
            </time>
          </span>
          {hasLink && (
            <span className="mt-1 block text-xs font-medium text-indigo-600 dark:text-indigo-400">
              {notificationActionLabel(notification.type)}
            </span>
          )}
        </span>
      </button>
      <span className="flex shrink-0 flex-col gap-1 px-2 py-2.5">
        {!read && (
          <RowAction
            label={`Mark "${notification.title}" as read`}
            onClick={() => onMarkRead(notification)}
          >
            <path d="M20 6 9 17l-5-5" />
          </RowAction>
        )}
        <RowAction label={`Delete "${notification.title}"`} onClick={() => onDelete(notification)}>
          <path d="M18 6 6 18M6 6l12 12" />
        </RowAction>
      </span>
    </li>
  );
}

/** A small icon button beside a notification, named for screen readers and on hover. */
function RowAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-6 items-center justify-center rounded text-neutral-500 hover:bg-neutral-200 hover:text-neutral-800 dark:text-neutral-400 dark:hover:bg-neutral-700 dark:hover:text-neutral-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}

export function BellGlyph({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
