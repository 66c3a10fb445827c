import {
  accountEventsResponseSchema,
  type AccountEventsResponse,
} from '@teamboard/shared/account-events';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** One page of the signed-in person's account events, the one `cursor` names when given. */
export function getAccountActivities(cursor: string | null): Promise<AccountEventsResponse> {
  return api.get('/api/me/activities', accountEventsResponseSchema, {
    query: { cursor: cursor ?? undefined },
  });
}

/** The signed-in person's account activity, newest first ("Load more" fetches older events). */
export function useAccountActivities() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useInfiniteQuery({
    queryKey: ['account-activities', userId],
    queryFn: ({ pageParam }) => getAccountActivities(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: userId !== '',
  });
}
