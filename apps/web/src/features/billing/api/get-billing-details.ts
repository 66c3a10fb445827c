import { billingDetailsResponseSchema, type BillingDetails } from '@teamboard/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceBillingPath } from './billing-path';

export const billingDetailsQueryKey = (workspaceId: string) =>
  ['billing', 'details', workspaceId] as const;

export function getBillingDetails(workspaceId: string): Promise<{ billing: BillingDetails }> {
  return api.get(workspaceBillingPath(workspaceId, 'billing'), billingDetailsResponseSchema);
}

/** Billing email, payment method and invoices, from Stripe (owner). */
export function useBillingDetails(workspaceId: string) {
  return useQuery({
    queryKey: billingDetailsQueryKey(workspaceId),
    queryFn: () => getBillingDetails(workspaceId),
  });
}
