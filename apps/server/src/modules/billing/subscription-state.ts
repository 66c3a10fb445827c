import { graceEndOf, type SubscriptionStatus } from '@teamboard/shared/billing';
import type { WorkspaceBillingRow } from '../../db/schema/index';

/** States in which Stripe still bills the subscription (and it can be changed, not bought anew). */
export const LIVE_STATUSES = [
  'trialing',
  'active',
  'past_due',
] as const satisfies SubscriptionStatus[];

export function isLive(status: SubscriptionStatus | null | undefined): boolean {
  return (LIVE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/** The billing row when it holds a live Stripe subscription (with its item), else null. */
export function liveSubscriptionOf(billing: WorkspaceBillingRow | null) {
  if (!billing?.stripeSubscriptionId || !billing.stripeItemId || !isLive(billing.status))
    return null;
  return {
    ...billing,
    stripeSubscriptionId: billing.stripeSubscriptionId,
    stripeItemId: billing.stripeItemId,
  };
}

/**
 * The status shown: the Stripe subscription's, when there is one; 'trialing' during the
 * workspace's own trial; otherwise null.
 */
export function shownStatus(
  billing: WorkspaceBillingRow | null,
  ownTrialEnd: Date,
  now: Date,
): SubscriptionStatus | null {
  if (billing?.status) return billing.status;
  return now < ownTrialEnd ? 'trialing' : null;
}

/** When the trial shown ends: Stripe's trial, else the workspace's own while it runs. */
export function shownTrialEnd(
  billing: WorkspaceBillingRow | null,
  ownTrialEnd: Date,
  now: Date,
): Date | null {
  if (billing?.status) return billing.status === 'trialing' ? billing.trialEndsAt : null;
  return now < ownTrialEnd ? ownTrialEnd : null;
}

export function graceEndOfRow(billing: WorkspaceBillingRow | null): Date | null {
  return billing?.status === 'past_due' && billing.pastDueSince
    ? graceEndOf(billing.pastDueSince)
    : null;
}

/** Seats billed: the live subscription's quantity, else the paid members now. */
export function seatsOf(billing: WorkspaceBillingRow | null, paidMembers: number): number {
  return liveSubscriptionOf(billing)?.seats ?? paidMembers;
}
