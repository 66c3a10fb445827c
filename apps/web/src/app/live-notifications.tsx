import { useNotificationsRealtime } from '../features/notifications/use-notifications-realtime';

/** The signed-in user's live notifications; its own chunk, with the socket client. */
export function LiveNotifications({ suppressToasts }: { suppressToasts: boolean }) {
  useNotificationsRealtime(suppressToasts);
  return null;
}
