import {
  webhookDeliveryResponseSchema,
  type WebhookDeliveryDetail,
} from '@teamboard/shared/webhook';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const webhookDeliveryQueryKey = (deliveryId: string) =>
  ['webhook-delivery', deliveryId] as const;

/** `/api/webhook-deliveries/<id>[/<segment>]`, the id escaped. */
export function deliveryPath(deliveryId: string, segment?: string): string {
  const path = `/api/webhook-deliveries/${encodeURIComponent(deliveryId)}`;
  return segment ? `${path}/${segment}` : path;
}

export function getWebhookDelivery(
  deliveryId: string,
): Promise<{ delivery: WebhookDeliveryDetail }> {
  return api.get(deliveryPath(deliveryId), webhookDeliveryResponseSchema);
}

/** One delivery with the request sent and (the first 4 KB of) the answer. */
export function useWebhookDelivery(deliveryId: string) {
  return useQuery({
    queryKey: webhookDeliveryQueryKey(deliveryId),
    queryFn: () => getWebhookDelivery(deliveryId),
  });
}
