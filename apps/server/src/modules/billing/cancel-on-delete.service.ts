import type { AppContext } from '../../context';
import { billingRowOf } from './billing.repo';
import { viaStripe } from './hosted-billing';
import { liveSubscriptionOf } from './subscription-state';

/**
 * A workspace about to be deleted stops being billed: its live Stripe subscription is canceled
 * now, with a prorated credit for the unused time. Call it before deleting: a Stripe failure is
 * a 502 and nothing is deleted, so nobody pays for a workspace that is gone. Stripe's webhook
 * about the cancellation then finds no workspace and changes nothing.
 */
export async function cancelBillingOf(
  ctx: Pick<AppContext, 'db' | 'stripe' | 'log'>,
  workspaceId: string,
): Promise<void> {
  const stripe = ctx.stripe;
  if (!stripe) return;
  const live = liveSubscriptionOf(await billingRowOf(ctx.db, workspaceId));
  if (!live) return;
  await viaStripe(ctx, stripe.subscriptions.cancel(live.stripeSubscriptionId, { prorate: true }));
}
