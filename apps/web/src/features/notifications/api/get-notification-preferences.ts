import {
  notificationPreferencesResponseSchema,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
} from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** The prefix of every preferences query (one per signed-in user). */
const preferencesKey = ['notification-preferences'] as const;

export const notificationPreferencesQueryKey = (userId: string) =>
  [...preferencesKey, userId] as const;

/** Where the signed-in user gets each type of notification (every type, defaults included). */
export function getNotificationPreferences(): Promise<NotificationPreferencesResponse> {
  return api.get('/api/me/notification-preferences', notificationPreferencesResponseSchema);
}

export function useNotificationPreferences() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useQuery({
    queryKey: notificationPreferencesQueryKey(userId),
    queryFn: getNotificationPreferences,
    enabled: userId !== '',
  });
}

/** Rewrites the signed-in user's cached preferences (nothing when none are cached). */
export function changePreferences(
  queryClient: QueryClient,
  update: (preferences: NotificationPreferences) => NotificationPreferences,
): void {
  const userId = useSessionStore.getState().user?._id;
  if (!userId) return;
  queryClient.setQueryData<NotificationPreferencesResponse>(
    notificationPreferencesQueryKey(userId),
    (data) => data && { preferences: update(data.preferences) },
  );
}

/** Fetches the preferences again (changed by an email's unsubscribe link). */
export function invalidateNotificationPreferences(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: preferencesKey });
}
