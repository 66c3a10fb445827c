import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { workspaceBilling } from '../../db/schema/index';
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
  const [billing] = await ctx.db
    .select()
    .from(workspaceBilling)
    .where(eq(workspaceBilling.workspaceId, workspaceId));
  const live = liveSubscriptionOf(billing ?? null);
  if (!live) return;
  await viaStripe(ctx, stripe.subscriptions.cancel(live.stripeSubscriptionId, { prorate: true }));
}
