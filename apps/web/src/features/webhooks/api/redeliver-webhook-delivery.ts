import { queuedDeliveryResponseSchema, type WebhookDelivery } from '@teamboard/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addQueuedDelivery } from './get-webhook-deliveries';
import { deliveryPath } from './get-webhook-delivery';

export function redeliverWebhookDelivery(
  deliveryId: string,
): Promise<{ delivery: WebhookDelivery }> {
  return api.post(deliveryPath(deliveryId, 'redeliver'), queuedDeliveryResponseSchema);
}

/** Sends a delivery's event again; the queued delivery shows at the top of the list, pending. */
export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookDelivery,
    onSuccess: ({ delivery }) => addQueuedDelivery(queryClient, webhookId, delivery),
  });
}
