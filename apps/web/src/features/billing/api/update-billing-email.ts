import {
  billingDetailsResponseSchema,
  type BillingDetails,
  type UpdateBillingInput,
} from '@teamboard/shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceBillingPath } from './billing-path';
import { billingDetailsQueryKey } from './get-billing-details';

export function updateBillingEmail(
  workspaceId: string,
  input: UpdateBillingInput,
): Promise<{ billing: BillingDetails }> {
  return api.put(workspaceBillingPath(workspaceId, 'billing'), billingDetailsResponseSchema, input);
}

/** Where Stripe sends invoices and receipts; the answer becomes the cached details. */
export function useUpdateBillingEmail(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBillingInput) => updateBillingEmail(workspaceId, input),
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsQueryKey(workspaceId), saved),
  });
}
