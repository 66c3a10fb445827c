import {
  PLAN_LABELS,
  type BillingInterval,
  type PaidPlan,
  type Subscription,
  type SubscriptionStatus,
} from '@teamboard/shared/billing';
import { formatBillingDate } from './billing-format';

const DAY_MS = 86_400_000;

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

export const INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: 'month',
  year: 'year',
};

/** Whole days from `now` until `iso`, a part day counting as one; never below 0. */
export function daysLeft(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / DAY_MS));
}

function trialSentence(subscription: Subscription, now: Date): string {
  if (!subscription.trialEndsAt) return 'Trial.';
  const days = daysLeft(subscription.trialEndsAt, now);
  const end = formatBillingDate(subscription.trialEndsAt);
  return `Trial: ${days} ${days === 1 ? 'day' : 'days'} left, until ${end}.`;
}

function renewalSentence(subscription: Subscription): string {
  const end = subscription.currentPeriodEnd;
  if (!end) return 'Active.';
  if (subscription.cancelAtPeriodEnd)
    return `Canceled at the end of the period: the plan ends on ${formatBillingDate(end)}, then the workspace is on the Free plan.`;
  return `Active: renews on ${formatBillingDate(end)}.`;
}

function pastDueSentence(subscription: Subscription): string {
  const plan = PLAN_LABELS[subscription.subscribedPlan ?? subscription.plan];
  const grace = subscription.graceEndsAt
    ? `The ${plan} plan stays until ${formatBillingDate(subscription.graceEndsAt)}, then the workspace falls back to the Free plan.`
    : `The workspace is back on the ${PLAN_LABELS[subscription.plan]} plan.`;
  return `The last payment failed. ${grace} Update the payment method to keep it.`;
}

/** Where the subscription stands, in one or two sentences. */
export function statusSentence(subscription: Subscription, now: Date): string {
  switch (subscription.status) {
    case 'trialing':
      return trialSentence(subscription, now);
    case 'active':
      return renewalSentence(subscription);
    case 'past_due':
      return pastDueSentence(subscription);
    case 'canceled':
      return 'The subscription was canceled: the workspace is on the Free plan.';
    case 'incomplete':
      return 'The payment was not completed: the plan has not started.';
    case null:
      return 'No subscription: the workspace is on the Free plan.';
  }
}

/** A subscription on Stripe that can be changed (rather than bought anew). */
export function hasLiveSubscription(subscription: Subscription): boolean {
  return (
    subscription.subscribedPlan !== null &&
    (subscription.status === 'active' ||
      subscription.status === 'trialing' ||
      subscription.status === 'past_due')
  );
}

/** What the owner asked Stripe for, as the address they came back to says (null: not said). */
export interface AskedPlan {
  plan: string | null;
  interval: string | null;
}

/** Stripe has confirmed a bought (or changed) plan: a paid subscription runs, on what was asked. */
export function isCheckoutConfirmed(
  subscription: Subscription,
  asked: AskedPlan = { plan: null, interval: null },
): boolean {
  if (subscription.subscribedPlan === null) return false;
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return false;
  if (asked.plan && subscription.subscribedPlan !== asked.plan) return false;
  return !asked.interval || subscription.interval === asked.interval;
}

export type PlanChoice = 'current' | 'upgrade' | 'change';

/** What the owner is offered for `plan` billed every `interval`. */
export function planChoiceOf(
  subscription: Subscription,
  plan: PaidPlan,
  interval: BillingInterval,
): PlanChoice {
  if (!hasLiveSubscription(subscription)) return 'upgrade';
  if (subscription.subscribedPlan === plan && subscription.interval === interval) return 'current';
  return 'change';
}
