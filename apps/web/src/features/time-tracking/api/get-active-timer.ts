import { activeTimerResponseSchema, type ActiveTimerLookup } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { taskApiPath } from '../../tasks/api/get-tasks';

export const activeTimerQueryKey = ['tasks', 'timers', 'active'] as const;

type ActiveTimerData = { timer: ActiveTimerLookup | null };

/** The signed-in user's running timer, on whichever board it runs, or null. */
export function getActiveTimer(): Promise<ActiveTimerData> {
  return api.get(taskApiPath('timers', 'active'), activeTimerResponseSchema);
}

/**
 * For the header: fetched once signed in and again when the window regains focus (a timer may
 * have been started, stopped or auto-stopped in another tab or device meanwhile).
 */
export function useActiveTimer() {
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: activeTimerQueryKey,
    queryFn: getActiveTimer,
    enabled: signedIn,
    refetchOnWindowFocus: 'always',
  });
}

export function readActiveTimer(queryClient: QueryClient): ActiveTimerLookup | null {
  return queryClient.getQueryData<ActiveTimerData>(activeTimerQueryKey)?.timer ?? null;
}

/** Replaces the cached timer; returns the cached data as it was (undefined when not loaded). */
export function writeActiveTimer(
  queryClient: QueryClient,
  timer: ActiveTimerLookup | null,
): ActiveTimerData | undefined {
  const previous = queryClient.getQueryData<ActiveTimerData>(activeTimerQueryKey);
  queryClient.setQueryData<ActiveTimerData>(activeTimerQueryKey, { timer });
  return previous;
}

/** Forgets the cached timer when it is the one of `taskId` (it was stopped or dropped). */
export function clearActiveTimer(queryClient: QueryClient, taskId: string): void {
  if (readActiveTimer(queryClient)?.task._id === taskId) writeActiveTimer(queryClient, null);
}

export function invalidateActiveTimer(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: activeTimerQueryKey, exact: true });
}
