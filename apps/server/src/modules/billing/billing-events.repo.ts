import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingEvents, workspaceBilling } from '../../db/schema/index';
import type { SubscriptionState } from './stripe-subscription';

export async function eventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, eventId));
  return row !== undefined;
}

/** Records an event as applied; false when it already was (a second delivery racing the first). */
export async function recordEvent(tx: Database, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvents)
    .values({ id: eventId, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/**
 * The billing row a subscription belongs to, locked for the transaction: by the workspace its
 * metadata names, else by its customer. Null for a subscription of no workspace here.
 */
export async function lockBillingRowOf(
  tx: Database,
  owner: { workspaceId: string | null; customerId: string | null },
) {
  if (owner.workspaceId) {
    const [row] = await tx
      .select()
      .from(workspaceBilling)
      .where(eq(workspaceBilling.workspaceId, owner.workspaceId))
      .for('update');
    if (row) return row;
  }
  if (!owner.customerId) return null;
  const [row] = await tx
    .select()
    .from(workspaceBilling)
    .where(eq(workspaceBilling.stripeCustomerId, owner.customerId))
    .for('update');
  return row ?? null;
}

/**
 * Writes the subscription's state. The grace period counts from the first time it is seen
 * past_due: kept while it stays so, cleared in any other state.
 */
export async function saveSubscriptionState(
  tx: Database,
  workspaceId: string,
  state: SubscriptionState,
  now: Date,
): Promise<void> {
  await tx
    .update(workspaceBilling)
    .set({
      stripeSubscriptionId: state.subscriptionId,
      stripeItemId: state.itemId,
      plan: state.plan,
      interval: state.interval,
      status: state.status,
      seats: state.seats,
      trialEndsAt: state.trialEndsAt,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      pastDueSince:
        state.status === 'past_due'
          ? sql`coalesce(${workspaceBilling.pastDueSince}, ${now.toISOString()}::timestamptz)`
          : null,
      updatedAt: sql`now()`,
    })
    .where(eq(workspaceBilling.workspaceId, workspaceId));
}
