import { relativeTime, type Notification } from '@teamboard/shared';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/class-names';
import { NotificationMessage } from './notification-message';

/** One notification in the list: who, what, when; unread ones stand out. Clicking opens it. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { sender, read } = notification;
  return (
    <li>
      <button
        type="button"
        data-testid={`notification-${notification._id}`}
        data-read={read}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800',
          !read && 'bg-indigo-50/70 dark:bg-indigo-950/40',
        )}
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
        </span>
      </button>
    </li>
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
