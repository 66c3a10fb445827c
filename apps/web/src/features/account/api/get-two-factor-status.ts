import { twoFactorStatusSchema, type TwoFactorStatus } from '@teamboard/shared/two-factor';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const twoFactorStatusQueryKey = ['two-factor-status'] as const;

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get('/api/me/two-factor', twoFactorStatusSchema);
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });
}

export function setTwoFactorStatus(queryClient: QueryClient, status: TwoFactorStatus): void {
  queryClient.setQueryData(twoFactorStatusQueryKey, status);
}

export function invalidateTwoFactorStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
}
