import { notificationResponseSchema, type Notification } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { invalidateNotifications } from './get-notifications';
import { markReadInCache } from './notifications-cache';

/** The error toast when a notification cannot be marked read. */
export const MARK_READ_FAILED_MESSAGE = 'Failed to mark notification as read';

export function markNotificationRead(
  notificationId: string,
): Promise<{ notification: Notification }> {
  return api.post(
    `/api/notifications/${encodeURIComponent(notificationId)}/mark-read`,
    notificationResponseSchema,
  );
}

/**
 * Marks a notification read at once (optimistic); if the server refuses, an error toast and the
 * list is fetched again.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (notificationId) => markReadInCache(queryClient, notificationId),
    onError: (error) => {
      console.error('Marking a notification read failed', error);
      toast.error(MARK_READ_FAILED_MESSAGE);
      void invalidateNotifications(queryClient);
    },
  });
}
