import { subscriptionResponseSchema, type Subscription } from '@teamboard/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceBillingPath } from './billing-path';

export const subscriptionQueryKey = (workspaceId: string) =>
  ['billing', 'subscription', workspaceId] as const;

export function getSubscription(workspaceId: string): Promise<{ subscription: Subscription }> {
  return api.get(workspaceBillingPath(workspaceId, 'subscription'), subscriptionResponseSchema);
}

/**
 * The plan in force, its status, limits and usage (owner and admins). `pollMs` reads it again
 * that often, e.g. while Stripe confirms a payment; false: once.
 */
export function useSubscription(workspaceId: string, pollMs: number | false = false) {
  return useQuery({
    queryKey: subscriptionQueryKey(workspaceId),
    queryFn: () => getSubscription(workspaceId),
    refetchInterval: pollMs,
  });
}
