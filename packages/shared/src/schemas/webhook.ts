import { z } from 'zod';
import { idField } from './fields';
import { cursorPageQuerySchema, nextCursorField } from './pagination';

/**
 * Webhooks: a workspace's owner and admins name a URL and the events it hears; each event is a
 * signed POST of `webhookPayloadSchema` (docs/webhooks.md shows how to verify it).
 */
export const WEBHOOK_EVENTS = [
  'task.created',
  'task.updated',
  'task.moved',
  'task.deleted',
  'comment.created',
  'checklist.updated',
  'attachment.added',
  'form.submitted',
  'member.joined',
  'member.removed',
  'board.created',
  'board.archived',
  'time_entry.created',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: `Choose events among ${WEBHOOK_EVENTS.join(', ')}`,
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** What `POST /api/webhooks/{id}/test` sends: any receiver may answer it, none need act on it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** A delivery's event: a subscribed one, or the test event. */
export const deliveredEventSchema = z.union([webhookEventSchema, z.literal(WEBHOOK_TEST_EVENT)]);
export type DeliveredEvent = z.infer<typeof deliveredEventSchema>;

/** The headers of every delivery; the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_HEADERS = {
  event: 'Teamboard-Event',
  delivery: 'Teamboard-Delivery',
  signature: 'Teamboard-Signature',
} as const;

/** Bytes of a receiver's answer kept with the delivery. */
export const WEBHOOK_RESPONSE_BODY_LIMIT = 4096;

const webhookUrlField = z
  .string()
  .trim()
  .max(2000, 'The URL is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }));

const webhookEventsField = z
  .array(webhookEventSchema)
  .min(1, 'Choose at least one event')
  .refine((events) => new Set(events).size === events.length, 'An event is listed twice');

export const createWebhookInputSchema = z
  .object({
    url: webhookUrlField,
    events: webhookEventsField,
    /** Only this board's events (the workspace-wide ones, such as member.joined, never come). */
    boardId: idField.optional(),
  })
  .strict();
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

export const updateWebhookInputSchema = z
  .object({
    url: webhookUrlField.optional(),
    events: webhookEventsField.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookInput = z.input<typeof updateWebhookInputSchema>;

export const webhookSchema = z.object({
  _id: z.string(),
  workspaceId: z.string(),
  boardId: z.string().nullable(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  active: z.boolean(),
  /** Since when every delivery failed (null: the last one succeeded). */
  failingSince: z.string().nullable(),
  /** When it was turned off for failing three days in a row (null: it was not). */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The only answers that carry the secret: creating the webhook and rotating its secret. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export const webhookSecretResponseSchema = z.object({ secret: z.string() });
export const webhookResponseSchema = z.object({ webhook: webhookSchema });
export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  /** The event's id: the `Teamboard-Delivery` header, the same on every retry and redelivery. */
  eventId: z.string(),
  event: deliveredEventSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last attempt (null: none answered). */
  responseStatus: z.number().int().nullable(),
  /** How long the last attempt took, in milliseconds. */
  durationMs: z.number().int().nullable(),
  /** Why the last attempt failed without an HTTP answer (timeout, refused address…). */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A delivery with what was sent and (the first 4 KB of) what came back. */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  request: z.object({
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    body: z.string(),
  }),
  response: z.object({ status: z.number().int(), body: z.string() }).nullable(),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

/** Newest first; `cursor` gives the older ones after the page it came with. */
export const webhookDeliveriesQuerySchema = cursorPageQuerySchema(50, 100);
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: nextCursorField,
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesResponseSchema>;
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliveryDetailSchema });
/** What a redelivery or a test event queued. */
export const queuedDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });

/** The JSON body of every delivery. */
export const webhookPayloadSchema = z.object({
  /** The event's id, also in the `Teamboard-Delivery` header. */
  id: z.string(),
  type: deliveredEventSchema,
  createdAt: z.string(),
  workspaceId: z.string(),
  /** The event's subject (docs/webhooks.md lists each event's fields). */
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
