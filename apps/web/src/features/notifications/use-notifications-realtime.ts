import type { Notification } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onServerEvents } from '../../lib/realtime/server-events';
import { useRoom } from '../../lib/realtime/use-room';
import { invalidateNotifications } from './api/get-notifications';
import { showNotificationToast } from './notification-toast';
import { NOTIFICATION_EVENTS, notificationUpdates } from './realtime';
import { useOpenNotification } from './use-open-notification';

/**
 * The signed-in user's live notifications, for the whole app: keeps their room joined, puts each
 * arriving notification first in the list (and the unread count), and toasts it unless
 * `suppressToasts` (the signup success and verification pages). After a reconnect the list is
 * fetched again: notifications may have come meanwhile.
 */
export function useNotificationsRealtime(suppressToasts: boolean): void {
  const queryClient = useQueryClient();
  const open = useOpenNotification();
  // Read when a notification arrives, so that the listener outlives route and render changes.
  const latest = useRef({ suppressToasts, open });
  useEffect(() => {
    latest.current = { suppressToasts, open };
  });

  useEffect(() => {
    const toast = (notification: Notification) => {
      if (!latest.current.suppressToasts)
        showNotificationToast(notification, (each) => latest.current.open(each));
    };
    return onServerEvents(
      NOTIFICATION_EVENTS,
      notificationUpdates(queryClient, toast),
      () => void invalidateNotifications(queryClient),
    );
  }, [queryClient]);

  useRoom(
    { kind: 'notifications' },
    {
      onJoined: ({ reconnected }) => {
        if (reconnected) void invalidateNotifications(queryClient);
      },
      onFailure: (message, error) =>
        console.error('Could not join the notifications room', error ?? message),
    },
  );
}
