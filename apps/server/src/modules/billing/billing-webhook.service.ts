import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { WorkspaceBillingRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import {
  eventSeen,
  lockBillingRowOf,
  recordEvent,
  saveSubscriptionState,
} from './billing-events.repo';
import { hostedBilling, viaStripe, type HostedBilling } from './hosted-billing';
import {
  stateOf,
  subscriptionRefOf,
  type SubscriptionRef,
  type SubscriptionState,
} from './stripe-subscription';
import { isLive } from './subscription-state';

/** A signature older than this (by our clock) is refused: a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * One webhook delivery from Stripe. The signature is checked over the raw body (400 and nothing
 * changes otherwise). An event about a subscription is applied by fetching the subscription
 * from Stripe and keeping THAT state, so events arriving late, out of order or twice all
 * converge on Stripe's latest. The event id is recorded in the transaction that applies it: a
 * second delivery changes nothing, and a failure (Stripe unreachable: 502) records nothing, so
 * Stripe delivers it again. Events about no subscription, or about no workspace here, are
 * answered 200 and change nothing.
 */
export async function receiveStripeEvent(
  ctx: AppContext,
  rawBody: unknown,
  signature: string | string[] | undefined,
): Promise<void> {
  const billing = hostedBilling(ctx);
  if (!Buffer.isBuffer(rawBody)) throw badRequest('Send the Stripe event as application/json');
  const event = verifiedEvent(ctx, billing, rawBody, signature);
  const ref = subscriptionRefOf(event);
  if (!ref || (await eventSeen(ctx.db, event.id))) return;
  await ctx.db.transaction(async (tx) => {
    const row = await lockBillingRowOf(tx, ref);
    if (!row) {
      ctx.log.warn({ eventId: event.id, ...ref }, 'Stripe event for no workspace here: ignored');
      return;
    }
    if (!(await recordEvent(tx, event.id, event.type))) return;
    await applyLatest(ctx, billing, tx, ref, row);
  });
}

/**
 * Fetched under the row's lock, so two deliveries about one subscription apply in turn, each
 * with Stripe's state as of its turn: a late one never writes an older state over a newer.
 */
async function applyLatest(
  ctx: AppContext,
  { stripe, config }: HostedBilling,
  tx: Database,
  ref: SubscriptionRef,
  row: WorkspaceBillingRow,
): Promise<void> {
  const subscription = await viaStripe(ctx, stripe.subscriptions.retrieve(ref.subscriptionId));
  const state = stateOf(subscription, config.prices);
  if (!state) {
    ctx.log.warn(ref, 'Stripe subscription to no plan sold here: ignored');
    return;
  }
  if (supersedes(state, row))
    await saveSubscriptionState(tx, row.workspaceId, state, ctx.clock.now());
}

function verifiedEvent(
  ctx: AppContext,
  { stripe, config }: HostedBilling,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): Stripe.Event {
  if (typeof signature !== 'string') throw badRequest('Missing Stripe signature');
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch (error) {
    // Only the reason: Stripe's error carries the whole (here untrusted) body and header.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    ctx.log.warn({ reason }, 'Stripe webhook refused');
    throw badRequest('Invalid Stripe signature');
  }
}

/**
 * Whether a subscription's state replaces the row's: the same subscription (or none yet), or a
 * new live one. A late event about an old, ended subscription leaves a newer one alone.
 */
function supersedes(state: SubscriptionState, row: WorkspaceBillingRow): boolean {
  return (
    !row.stripeSubscriptionId ||
    row.stripeSubscriptionId === state.subscriptionId ||
    isLive(state.status) ||
    !isLive(row.status)
  );
}
