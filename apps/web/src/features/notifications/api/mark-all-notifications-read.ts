import {
  markAllNotificationsReadResponseSchema,
  type MarkAllNotificationsReadResponse,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { invalidateNotifications } from './get-notifications';
import { MARK_READ_FAILED_MESSAGE } from './mark-notification-read';
import { markAllReadInCache } from './notifications-cache';

export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return api.post('/api/notifications/mark-all-read', markAllNotificationsReadResponseSchema);
}

/** Marks every notification read at once (optimistic); a refusal toasts and refetches. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markAllReadInCache(queryClient),
    onError: (error) => {
      console.error('Marking all notifications read failed', error);
      toast.error(MARK_READ_FAILED_MESSAGE);
      void invalidateNotifications(queryClient);
    },
  });
}
