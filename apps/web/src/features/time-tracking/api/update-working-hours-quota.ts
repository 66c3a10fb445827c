import {
  workingHoursQuotaResponseSchema,
  type WorkingHoursQuota,
  type UpdateWorkingHoursQuotaInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  browserTimeZone,
  invalidateWorkingHoursQuota,
  quotaApiPath,
  writeWeeklyHours,
} from './get-working-hours-quota';

export function updateWorkingHoursQuota(
  boardId: string,
  weeklyHours: number | null,
): Promise<{ quota: WorkingHoursQuota }> {
  return api.put(
    quotaApiPath(boardId),
    workingHoursQuotaResponseSchema,
    { weeklyHours } satisfies UpdateWorkingHoursQuotaInput,
    { query: { timeZone: browserTimeZone() } },
  );
}

/** A board admin sets (or with null removes) the weekly hours; the logged time is fetched again. */
export function useUpdateWorkingHoursQuota(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyHours: number | null) => updateWorkingHoursQuota(boardId, weeklyHours),
    onSuccess: ({ quota }) => {
      writeWeeklyHours(queryClient, boardId, quota.weeklyHours);
      return invalidateWorkingHoursQuota(queryClient, boardId);
    },
  });
}
