import {
  NOTIFICATION_TYPES,
  notificationSchema,
  type Notification,
  type NotificationType,
} from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { EventHandlers } from '../../lib/realtime/server-events';
import { invalidateBoardLists } from '../boards/api/get-boards';
import { invalidateMembership } from '../members/api/get-members';
import { addNotification } from './api/notifications-cache';

/** The notifications' server event and its payload's schema. */
export const NOTIFICATION_EVENTS = { notification: notificationSchema };

/** What an arriving notification changes elsewhere, by its type. */
function changesElsewhere(queryClient: QueryClient): Partial<Record<NotificationType, () => void>> {
  return {
    board_invite: () => void invalidateBoardLists(queryClient),
    invitation_accepted: () => void invalidateMembership(queryClient),
  };
}

/**
 * An arriving notification goes first in the list (and the unread count), what its type changes
 * elsewhere is fetched again, and `onArrived` shows it.
 */
export function notificationUpdates(
  queryClient: QueryClient,
  onArrived: (notification: Notification) => void,
): EventHandlers<typeof NOTIFICATION_EVENTS> {
  return {
    notification: (notification) => {
      addNotification(queryClient, notification);
      const known = NOTIFICATION_TYPES.find((type) => type === notification.type);
      if (known) changesElsewhere(queryClient)[known]?.();
      onArrived(notification);
    },
  };
}
