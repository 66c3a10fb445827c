import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveredEvent, WebhookEvent } from '@teamboard/shared/webhook';
import { boards } from './boards';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A workspace's webhook: where its events go. The signing secret is kept encrypted
 * (crypto/secret-box.ts) as the server must sign with it; `leaseUntil` is held by the process
 * delivering its queue, so one webhook's events leave one at a time, in order.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: uuid('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    active: boolean('active').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** Told when the webhook is turned off for failing (the workspace's owner when gone). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhooks_workspace_idx').on(table.workspaceId),
    index('webhooks_active_idx')
      .on(table.workspaceId)
      .where(sql`${table.active}`),
  ],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * The outbox: one row per event per webhook, written in the transaction of the change
 * (`enqueue_webhook_event`, migration 0036) and sent in `seq` order per webhook. A redelivery is
 * a new row with the same `eventId` (the `Teamboard-Delivery` header) and body.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').$type<DeliveredEvent>().notNull(),
    /** The JSON sent, byte for byte the same on every attempt. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    /** The first 4 KB of the receiver's answer. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_pending_idx')
      .on(table.webhookId, table.seq)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_newest_idx').on(table.webhookId, table.createdAt.desc()),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
