import { differenceInMilliseconds } from 'date-fns';
import { trialEndOf, type checkoutInputSchema } from '@teamboard/shared/billing';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Membership } from '../workspaces/workspace.policy';
import { ensureCustomer, subscriptionPageUrl } from './billing-customer.service';
import { hostedBilling, viaStripe } from './hosted-billing';
import { usageOf } from './plan-usage.repo';
import { liveSubscriptionOf } from './subscription-state';

type CheckoutInput = z.output<typeof checkoutInputSchema>;

/** Stripe Checkout takes a trial end only this far ahead; a shorter rest of the trial is dropped. */
const MIN_TRIAL_LEFT_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The subscription page the owner comes back to, saying what was asked for: the page waits
 * until Stripe's webhook has made that plan the workspace's.
 */
function returnUrl(page: string, checkout: 'success' | 'changed', input: CheckoutInput): string {
  const query = new URLSearchParams({ checkout, plan: input.plan, interval: input.interval });
  return `${page}?${query.toString()}`;
}

/**
 * Where the owner goes to buy or change the plan. Without a live subscription: a Checkout
 * session for the plan, one seat per paid member, keeping what is left of the workspace's own
 * trial. With one: the subscription moves to the new price with prorations, and the owner goes
 * back to the subscription page (the change shows once Stripe's webhook reports it).
 */
export async function startCheckout(
  ctx: AppContext,
  { workspace, user }: Membership,
  input: CheckoutInput,
): Promise<string> {
  const { stripe, config } = hostedBilling(ctx);
  const price = config.prices[input.plan][input.interval];
  const subscriptionPage = subscriptionPageUrl(ctx, workspace);
  const billing = await ensureCustomer(ctx, workspace, user);
  const live = liveSubscriptionOf(billing);
  if (live) {
    await viaStripe(
      ctx,
      stripe.subscriptions.update(live.stripeSubscriptionId, {
        items: [{ id: live.stripeItemId, price }],
        proration_behavior: 'create_prorations',
      }),
    );
    return returnUrl(subscriptionPage, 'changed', input);
  }
  const { members } = await usageOf(ctx.db, workspace.id);
  const trialEnd = trialEndOf(workspace.createdAt, config.trialDays);
  const keepsTrial = differenceInMilliseconds(trialEnd, ctx.clock.now()) > MIN_TRIAL_LEFT_MS;
  const session = await viaStripe(
    ctx,
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: billing.stripeCustomerId,
      line_items: [{ price, quantity: Math.max(1, members) }],
      client_reference_id: workspace.id,
      subscription_data: {
        metadata: { workspaceId: workspace.id },
        ...(keepsTrial ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
      },
      success_url: returnUrl(subscriptionPage, 'success', input),
      cancel_url: `${subscriptionPage}?checkout=canceled`,
    }),
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return session.url;
}
