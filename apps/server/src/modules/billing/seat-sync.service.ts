import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { seatMismatches } from './seat-sync.repo';

type Mismatch = Awaited<ReturnType<typeof seatMismatches>>[number];

/**
 * Sets the quantity of every live subscription whose seats differ from the paid members now,
 * with prorations. The stored seats change when Stripe's webhook reports the new quantity;
 * until then the subscription is read first, so a quantity already asked for is not asked
 * again. One workspace failing is logged and does not stop the others. Answers how many
 * subscriptions were changed.
 */
export async function syncSeats(ctx: Pick<AppContext, 'db' | 'log' | 'stripe'>): Promise<number> {
  const stripe = ctx.stripe;
  if (!stripe) return 0;
  let changed = 0;
  for (const mismatch of await seatMismatches(ctx.db)) {
    try {
      if (await syncOne(stripe, mismatch)) changed += 1;
    } catch (error) {
      ctx.log.error(
        { err: error, workspaceId: mismatch.workspaceId },
        'could not update the seats of a subscription',
      );
    }
  }
  return changed;
}

async function syncOne(stripe: Stripe, mismatch: Mismatch): Promise<boolean> {
  const quantity = Math.max(1, mismatch.paidMembers);
  const subscription = await stripe.subscriptions.retrieve(mismatch.subscriptionId);
  const item = subscription.items.data.find(({ id }) => id === mismatch.itemId);
  if (!item) throw new Error(`subscription item ${mismatch.itemId} is gone`);
  if (item.quantity === quantity) return false;
  await stripe.subscriptions.update(mismatch.subscriptionId, {
    items: [{ id: mismatch.itemId, quantity }],
    proration_behavior: 'create_prorations',
  });
  return true;
}
