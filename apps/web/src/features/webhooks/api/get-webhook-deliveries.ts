import {
  webhookDeliveriesResponseSchema,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
} from '@teamboard/shared/webhook';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookPath } from './get-webhooks';

/**
 * How often the deliveries are read again while the page is open: they are made by the server's
 * worker, and no socket event tells of them.
 */
export const DELIVERIES_POLL_MS = 5000;
/** The latest deliveries shown under a webhook. */
export const DELIVERIES_SHOWN = 10;

const deliveriesKey = ['webhook-deliveries'] as const;
export const webhookDeliveriesQueryKey = (webhookId: string) =>
  [...deliveriesKey, webhookId] as const;

export function getWebhookDeliveries(webhookId: string): Promise<WebhookDeliveriesPage> {
  return api.get(webhookPath(webhookId, 'deliveries'), webhookDeliveriesResponseSchema, {
    query: { limit: DELIVERIES_SHOWN },
  });
}

/** A webhook's latest deliveries, newest first, read again every few seconds. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    queryKey: webhookDeliveriesQueryKey(webhookId),
    queryFn: () => getWebhookDeliveries(webhookId),
    refetchInterval: DELIVERIES_POLL_MS,
  });
}

/** Puts a delivery just queued (a test event, a redelivery) at the top of its webhook's list. */
export function addQueuedDelivery(
  queryClient: QueryClient,
  webhookId: string,
  delivery: WebhookDelivery,
): void {
  queryClient.setQueryData<WebhookDeliveriesPage>(
    webhookDeliveriesQueryKey(webhookId),
    (data) =>
      data && { ...data, deliveries: [delivery, ...data.deliveries].slice(0, DELIVERIES_SHOWN) },
  );
}
