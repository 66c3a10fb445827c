import { billingPlansResponseSchema, type BillingPlansResponse } from '@teamboard/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const billingPlansQueryKey = ['billing', 'plans'] as const;

export function getBillingPlans(): Promise<BillingPlansResponse> {
  return api.get('/api/billing/plans', billingPlansResponseSchema);
}

/** Whether the server bills at all, and the prices on sale (they change rarely). */
export function useBillingPlans() {
  return useQuery({
    queryKey: billingPlansQueryKey,
    queryFn: getBillingPlans,
    staleTime: 10 * 60_000,
  });
}
