import type { WebhookDelivery, WebhookDeliveryDetail } from '@teamboard/shared/webhook';
import type { AppContext } from '../../context';
import type { WebhookDeliveryRow } from '../../db/schema/index';
import { insertDelivery, listDeliveries } from './webhook-deliveries.repo';
import { kickWebhookDeliveries } from './webhook-delivery.job';
import { presentDelivery, presentDeliveryDetail } from './webhook.presenter';
import type { WebhookAccess } from './webhook.policy';

type DeliveryAccess = WebhookAccess & { delivery: WebhookDeliveryRow };

/** The webhook's latest deliveries, newest first. */
export async function deliveriesOf(
  ctx: AppContext,
  { webhook }: WebhookAccess,
  limit: number,
): Promise<WebhookDelivery[]> {
  return (await listDeliveries(ctx.db, webhook.id, limit)).map(presentDelivery);
}

export function deliveryDetail({ delivery, webhook }: DeliveryAccess): WebhookDeliveryDetail {
  return presentDeliveryDetail(delivery, webhook);
}

/**
 * Sends an event again: a new delivery at the end of the webhook's queue, with the same body
 * and the same `Teamboard-Delivery` id, so a receiver can tell it has seen it.
 */
export async function redeliver(
  ctx: AppContext,
  { delivery }: DeliveryAccess,
): Promise<WebhookDelivery> {
  const row = await insertDelivery(ctx.db, {
    webhookId: delivery.webhookId,
    eventId: delivery.eventId,
    event: delivery.event,
    body: delivery.body,
  });
  kickWebhookDeliveries(ctx);
  return presentDelivery(row);
}
