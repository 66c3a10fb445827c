import type { CursorPageQuery } from '@teamboard/shared';
import type {
  WebhookDeliveriesPage,
  WebhookDelivery,
  WebhookDeliveryDetail,
} from '@teamboard/shared/webhook';
import type { AppContext } from '../../context';
import type { WebhookDeliveryRow } from '../../db/schema/index';
import { decodeCursor, pageOf } from '../../http/cursor';
import { insertDelivery, listDeliveries } from './webhook-deliveries.repo';
import { kickWebhookDeliveries } from './webhook-delivery.job';
import { presentDelivery, presentDeliveryDetail } from './webhook.presenter';
import type { WebhookAccess } from './webhook.policy';

type DeliveryAccess = WebhookAccess & { delivery: WebhookDeliveryRow };

/** A page of the webhook's deliveries, newest first, with the cursor of the older ones. */
export async function deliveriesOf(
  ctx: AppContext,
  { webhook }: WebhookAccess,
  { cursor, limit }: CursorPageQuery,
): Promise<WebhookDeliveriesPage> {
  // One more than a page tells whether an older page exists without counting.
  const rows = await listDeliveries(ctx.db, webhook.id, {
    after: decodeCursor(cursor),
    limit: limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { deliveries: items.map(presentDelivery), nextCursor };
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
