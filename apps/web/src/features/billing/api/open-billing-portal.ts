import { billingRedirectResponseSchema } from '@teamboard/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { browserNavigation } from '../../../lib/browser-navigation';
import { workspaceBillingPath } from './billing-path';

export function openBillingPortal(workspaceId: string): Promise<{ url: string }> {
  return api.post(
    workspaceBillingPath(workspaceId, 'billing', 'portal'),
    billingRedirectResponseSchema,
  );
}

/** Stripe's Billing Portal (owner): payment method, invoices, cancellation. */
export function useOpenBillingPortal(workspaceId: string) {
  return useMutation({
    mutationFn: () => openBillingPortal(workspaceId),
    onSuccess: ({ url }) => browserNavigation.assign(url),
    onError: (error) => toast.error(errorMessage(error, 'Could not open the billing portal')),
  });
}
