import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { invalidateNotifications } from './get-notifications';
import { addNotification, removeFromCache } from './notifications-cache';

const DELETE_KEY = ['notifications', 'delete'] as const;

/** The error toast when a notification cannot be deleted. */
export const DELETE_FAILED_MESSAGE = 'Failed to delete notification';

export function deleteNotification(notificationId: string): Promise<MessageResponse> {
  return api.delete(
    `/api/notifications/${encodeURIComponent(notificationId)}`,
    messageResponseSchema,
  );
}

/**
 * Deletes a notification: it leaves the list at once (optimistic) and comes back, with an error
 * toast, if the server refuses. A 404 means it is gone already (deleted in another tab): done.
 * Once the last of several deletes is done, the pages loaded are fetched again: the server's
 * pages moved up, and the next page would otherwise skip as many as were deleted.
 */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: deleteNotification,
    onMutate: (notificationId) => ({ removed: removeFromCache(queryClient, notificationId) }),
    onError: (error, _notificationId, context) => {
      if (error instanceof ApiError && error.status === 404) return;
      console.error('Deleting a notification failed', error);
      if (context?.removed) addNotification(queryClient, context.removed);
      toast.error(DELETE_FAILED_MESSAGE);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: DELETE_KEY }) > 1) return;
      await invalidateNotifications(queryClient);
    },
  });
}
