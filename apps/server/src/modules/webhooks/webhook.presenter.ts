import {
  WEBHOOK_HEADERS,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@teamboard/shared/webhook';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index';

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    workspaceId: row.workspaceId,
    boardId: row.boardId,
    url: row.url,
    events: row.events,
    active: row.active,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** A delivery with its request (the signature, made anew on each attempt, left out) and answer. */
export function presentDeliveryDetail(
  row: WebhookDeliveryRow,
  webhook: WebhookRow,
): WebhookDeliveryDetail {
  return {
    ...presentDelivery(row),
    request: {
      url: webhook.url,
      headers: deliveryHeaders(row),
      body: row.body,
    },
    response:
      row.responseStatus === null
        ? null
        : { status: row.responseStatus, body: row.responseBody ?? '' },
  };
}

/** The headers of every attempt of a delivery, but its signature. */
export function deliveryHeaders(
  row: Pick<WebhookDeliveryRow, 'event' | 'eventId'>,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [WEBHOOK_HEADERS.event]: row.event,
    [WEBHOOK_HEADERS.delivery]: row.eventId,
  };
}
