import type Stripe from 'stripe';
import {
  BILLING_INTERVALS,
  PAID_PLANS,
  type BillingInterval,
  type PaidPlan,
  type SubscriptionStatus,
} from '@teamboard/shared/billing';
import type { BillingConfig } from '../../config';

/** What the product keeps of a Stripe subscription (workspace_billing's subscription columns). */
export interface SubscriptionState {
  subscriptionId: string;
  itemId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  status: SubscriptionStatus;
  seats: number;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

const STATUSES: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
  incomplete: 'incomplete',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** The plan and interval a configured price id stands for; undefined for any other price. */
export function planOfPrice(
  prices: BillingConfig['prices'],
  priceId: string,
): { plan: PaidPlan; interval: BillingInterval } | undefined {
  for (const plan of PAID_PLANS) {
    for (const interval of BILLING_INTERVALS) {
      if (prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return undefined;
}

/**
 * A Stripe subscription as the product keeps it; undefined when it is not one of ours (no
 * item, or a price the server does not sell). Since API version 2025-03-31 the billing period
 * lives on the subscription's items.
 */
export function stateOf(
  subscription: Stripe.Subscription,
  prices: BillingConfig['prices'],
): SubscriptionState | undefined {
  const item = subscription.items.data[0];
  const priced = item && planOfPrice(prices, item.price.id);
  const status = STATUSES[subscription.status];
  if (!item || !priced || !status) return undefined;
  return {
    subscriptionId: subscription.id,
    itemId: item.id,
    ...priced,
    status,
    seats: item.quantity ?? 0,
    trialEndsAt: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** Which subscription an event is about, and whose it is (as the event tells). */
export interface SubscriptionRef {
  subscriptionId: string;
  customerId: string | null;
  /** The workspace named in the metadata set at checkout, when the event carries it. */
  workspaceId: string | null;
}

/** The subscription an event is about, if it is about one. */
export function subscriptionRefOf(event: Stripe.Event): SubscriptionRef | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return refOf(session.subscription, session.customer, session.client_reference_id);
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return refOf(details?.subscription, invoice.customer, details?.metadata?.workspaceId);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired': {
      const subscription = event.data.object;
      return refOf(subscription, subscription.customer, subscription.metadata.workspaceId);
    }
    default:
      return null;
  }
}

function refOf(
  subscription: string | { id: string } | null | undefined,
  customer: string | { id: string } | null,
  workspaceId: string | null | undefined,
): SubscriptionRef | null {
  if (!subscription) return null;
  return {
    subscriptionId: idOf(subscription),
    customerId: customer ? idOf(customer) : null,
    workspaceId: workspaceId && UUID.test(workspaceId) ? workspaceId : null,
  };
}
