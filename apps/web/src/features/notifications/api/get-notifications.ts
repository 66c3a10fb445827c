import { notificationsResponseSchema, type NotificationsResponse } from '@teamboard/shared';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** The prefix of every notification query (one per signed-in user). */
const notificationsKey = ['notifications'] as const;

export const notificationsQueryKey = (userId: string) => [...notificationsKey, userId] as const;

export type NotificationsData = InfiniteData<NotificationsResponse>;

/** Page `page` (from 1) of the signed-in user's notifications, newest first, with the counts. */
export function getNotifications(page: number): Promise<NotificationsResponse> {
  return api.get('/api/notifications', notificationsResponseSchema, { query: { page } });
}

/** The signed-in user's notifications, a page at a time ("Load more" fetches the next). */
export function useNotifications() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useInfiniteQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page < meta.totalPages ? meta.page + 1 : undefined),
    enabled: userId !== '',
  });
}

/** Fetches every notification list again (after missed live events, or a failed change). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKey });
}
