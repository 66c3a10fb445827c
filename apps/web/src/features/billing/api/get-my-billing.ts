import { myBillingResponseSchema, type MyBillingResponse } from '@teamboard/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myBillingQueryKey = ['me', 'billing'] as const;

export function getMyBilling(): Promise<MyBillingResponse> {
  return api.get('/api/me/billing', myBillingResponseSchema);
}

/** Every workspace the person owns, with its plan and next invoice. */
export function useMyBilling() {
  return useQuery({ queryKey: myBillingQueryKey, queryFn: getMyBilling });
}
