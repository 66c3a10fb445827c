import { billingRedirectResponseSchema, type CheckoutInput } from '@teamboard/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { browserNavigation } from '../../../lib/browser-navigation';
import { workspaceBillingPath } from './billing-path';

export function startCheckout(workspaceId: string, input: CheckoutInput): Promise<{ url: string }> {
  return api.post(
    workspaceBillingPath(workspaceId, 'billing', 'checkout'),
    billingRedirectResponseSchema,
    input,
  );
}

/**
 * Buys or changes the plan (owner): the browser goes where the server says, Stripe Checkout for
 * a first subscription, back to the subscription page when an existing one was changed.
 */
export function useStartCheckout(workspaceId: string) {
  return useMutation({
    mutationFn: (input: CheckoutInput) => startCheckout(workspaceId, input),
    onSuccess: ({ url }) => browserNavigation.assign(url),
    onError: (error) => toast.error(errorMessage(error, 'Could not start the checkout')),
  });
}
