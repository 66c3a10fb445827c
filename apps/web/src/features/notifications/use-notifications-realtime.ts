import { notificationSchema } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConnectionStore } from '../../lib/realtime/connection-store';
import { notifyRoom, onServerEvent, requestRoom } from '../../lib/realtime/socket-connection';
import { invalidateNotifications } from './api/get-notifications';
import { addNotification } from './api/notifications-cache';
import { showNotificationToast } from './notification-toast';
import { applyNotification } from './realtime';
import { useOpenNotification } from './use-open-notification';

/**
 * The signed-in user's live notifications, for the whole app: joins their room whenever the
 * socket is connected (again), puts each arriving notification first in the list (and the unread
 * count), and toasts it unless `suppressToasts` (the signup success and verification pages).
 * After a reconnect the list is fetched again: notifications may have come meanwhile.
 */
export function useNotificationsRealtime(suppressToasts: boolean): void {
  const queryClient = useQueryClient();
  const socketId = useConnectionStore((store) => store.socketId);
  const open = useOpenNotification();
  // Read when a notification arrives, so that the listener outlives route and render changes.
  const latest = useRef({ suppressToasts, open });
  useEffect(() => {
    latest.current = { suppressToasts, open };
  });
  /** The socket that last joined the room: another one later means a reconnect. */
  const joinedSocket = useRef<string | null>(null);

  useEffect(
    () =>
      onServerEvent('notification', (data) => {
        const parsed = notificationSchema.safeParse(data);
        if (!parsed.success) {
          console.error('Unexpected notification', data);
          void invalidateNotifications(queryClient);
          return;
        }
        const notification = parsed.data;
        addNotification(queryClient, notification);
        applyNotification(queryClient, notification.type);
        if (!latest.current.suppressToasts)
          showNotificationToast(notification, (each) => latest.current.open(each));
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!socketId) return;
    let current = true;
    const reconnected = joinedSocket.current !== null && joinedSocket.current !== socketId;
    requestRoom('join-notifications', {}).then(
      (answer) => {
        if (!current) return;
        if (!answer.ok) {
          console.error('Could not join the notifications room', answer.message);
          return;
        }
        joinedSocket.current = socketId;
        if (reconnected) void invalidateNotifications(queryClient);
      },
      (error: unknown) => {
        if (current) console.error('Could not join the notifications room', error);
      },
    );
    return () => {
      current = false;
      notifyRoom('leave-notifications', {});
    };
  }, [queryClient, socketId]);
}
