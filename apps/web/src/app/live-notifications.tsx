import { useNotificationsRealtime } from '../features/notifications/use-notifications-realtime';
import { useLiveAccess } from '../features/workspaces/use-live-access';

/**
 * The signed-in user's live notifications and access changes; its own chunk, with the socket
 * client.
 */
export function LiveNotifications({ suppressToasts }: { suppressToasts: boolean }) {
  useNotificationsRealtime(suppressToasts);
  useLiveAccess();
  return null;
}
