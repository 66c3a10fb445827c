import { NOTIFICATION_TYPES, type NotificationType } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateBoardLists } from '../boards/api/get-boards';
import { invalidateMembership } from '../members/api/get-members';

/** What an arriving notification changes elsewhere, by its type. */
type NotificationHandlers = Partial<Record<NotificationType, () => void>>;

function notificationHandlers(queryClient: QueryClient): NotificationHandlers {
  return {
    board_invite: () => void invalidateBoardLists(queryClient),
    invitation_accepted: () => void invalidateMembership(queryClient),
  };
}

/** Applies what a notification of `type` changes (the list itself is updated by its caller). */
export function applyNotification(queryClient: QueryClient, type: string): void {
  const known = NOTIFICATION_TYPES.find((each) => each === type);
  if (known) notificationHandlers(queryClient)[known]?.();
}
