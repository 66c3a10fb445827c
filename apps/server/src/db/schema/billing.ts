import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BillingInterval, PaidPlan, SubscriptionStatus } from '@teamboard/shared/billing';
import { workspaces } from './workspaces';

/**
 * A workspace's billing with Stripe (hosted mode only): its Stripe customer, from the first
 * checkout on, and the latest state of its subscription as Stripe's webhooks report it. A
 * workspace without a row is on its trial, then Free (shared/billing effectivePlan).
 */
export const workspaceBilling = pgTable('workspace_billing', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /** Where Stripe sends invoices and receipts; the owner's address until changed. */
  billingEmail: text('billing_email').notNull(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** The subscription's one item, whose quantity is the seat count. */
  stripeItemId: text('stripe_item_id'),
  plan: text('plan').$type<PaidPlan>(),
  interval: text('interval').$type<BillingInterval>(),
  status: text('status').$type<SubscriptionStatus>(),
  /** Seats billed: the item's quantity on Stripe. */
  seats: integer('seats'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When the subscription was first seen past_due (the grace period counts from here). */
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WorkspaceBillingRow = typeof workspaceBilling.$inferSelect;

/** Stripe event ids already applied: a webhook delivered twice is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
