import type { Dashboard } from '@teamboard/shared/dashboard';

const plural = (count: number, one: string) => `${one}${count === 1 ? '' : 's'}`;

/** How many notifications and chats wait unread. */
export function UnreadCounts({
  dashboard,
}: {
  dashboard: Pick<Dashboard, 'unreadNotifications' | 'unreadChats'>;
}) {
  const rows = [
    [dashboard.unreadNotifications, plural(dashboard.unreadNotifications, 'notification')],
    [dashboard.unreadChats, plural(dashboard.unreadChats, 'chat')],
  ] as const;
  return (
    <ul aria-label="Unread" className="space-y-1 text-sm">
      {rows.map(([count, name]) => (
        <li key={name}>
          <span className="text-2xl font-semibold tabular-nums">{count}</span> unread {name}
        </li>
      ))}
    </ul>
  );
}
