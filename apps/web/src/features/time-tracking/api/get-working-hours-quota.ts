import { workingHoursQuotaResponseSchema, type WorkingHoursQuota } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

/** The browser's time zone: the quota's week runs Monday to Monday there. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const quotaKey = (boardId: string) => [...boardQueryKey(boardId), 'working-hours-quota'] as const;
export const workingHoursQuotaQueryKey = (boardId: string, timeZone: string) =>
  [...quotaKey(boardId), timeZone] as const;

type QuotaData = { quota: WorkingHoursQuota };

export function quotaApiPath(boardId: string): string {
  return boardApiPath(boardId, 'working-hours-quota');
}

export function getWorkingHoursQuota(boardId: string, timeZone: string): Promise<QuotaData> {
  return api.get(quotaApiPath(boardId), workingHoursQuotaResponseSchema, { query: { timeZone } });
}

/** The board's weekly hours quota and this week's logged time, per member. */
export function useWorkingHoursQuota(boardId: string, timeZone: string = browserTimeZone()) {
  return useQuery({
    queryKey: workingHoursQuotaQueryKey(boardId, timeZone),
    queryFn: () => getWorkingHoursQuota(boardId, timeZone),
  });
}

/** After time was logged, changed or removed on the board. */
export function invalidateWorkingHoursQuota(
  queryClient: QueryClient,
  boardId: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: quotaKey(boardId) });
}

/** The set weekly hours shown at once in every cached week of the board. */
export function writeWeeklyHours(
  queryClient: QueryClient,
  boardId: string,
  weeklyHours: number | null,
): void {
  queryClient.setQueriesData<QuotaData>(
    { queryKey: quotaKey(boardId) },
    (data) => data && { quota: { ...data.quota, weeklyHours } },
  );
}
