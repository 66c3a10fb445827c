import { queuedDeliveryResponseSchema, type WebhookDelivery } from '@teamboard/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addQueuedDelivery } from './get-webhook-deliveries';
import { webhookPath } from './get-webhooks';

export function sendTestEvent(webhookId: string): Promise<{ delivery: WebhookDelivery }> {
  return api.post(webhookPath(webhookId, 'test'), queuedDeliveryResponseSchema);
}

/** Queues a `webhook.test` event; it shows at once at the top of the deliveries, pending. */
export function useSendTestEvent(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEvent(webhookId),
    onSuccess: ({ delivery }) => addQueuedDelivery(queryClient, webhookId, delivery),
  });
}
