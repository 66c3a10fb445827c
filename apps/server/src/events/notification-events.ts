import { sql, type SQL } from 'drizzle-orm';
import { BOARD_UPDATES_CHANNEL } from './board-events';

/** Marks a notification on the board updates channel (board ids are UUIDs: never this). */
export const NOTIFICATION_MARK = '@';

/** A notification committed for a user: every process sends it to that user's sockets it holds. */
export interface NotificationDelivery {
  userId: string;
  notificationId: string;
}

/**
 * The pg_notify call that announces a notification row `n` (its `id` and `user_id`), for a
 * statement inside the transaction that writes it: PostgreSQL delivers it only if that
 * transaction commits, to every process, in commit order.
 */
export const announceNotificationRow: SQL = sql`pg_notify(${BOARD_UPDATES_CHANNEL},
  ${NOTIFICATION_MARK} || ' ' || json_build_object('userId', n.user_id, 'notificationId', n.id)::text)`;
