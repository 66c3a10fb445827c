import { trialEndOf, type OwnedWorkspaceBilling, type PlanPrice } from '@teamboard/shared/billing';
import type { AppContext } from '../../context';
import type { UserRow, WorkspaceBillingRow } from '../../db/schema/index';
import { ownedWorkspaces } from './billing.repo';
import { priceOf, type PriceCatalog } from './price-catalog';
import { liveSubscriptionOf, seatsOf, shownStatus } from './subscription-state';
import { planFromRow } from './workspace-plan.service';

/**
 * /account/billing: every workspace the user owns, its plan in force and its next invoice
 * (the live subscription's seats at its price, due at the end of the current period; none once
 * it is set to end there).
 */
export async function myBilling(
  ctx: AppContext,
  user: UserRow,
  catalog: PriceCatalog,
): Promise<OwnedWorkspaceBilling[]> {
  const owned = await ownedWorkspaces(ctx.db, user.id);
  const billed = owned.some(({ billing }) => upcomingCharge(billing));
  const prices = ctx.config.billing && billed ? await catalog.prices() : [];
  const now = ctx.clock.now();
  return owned.map((workspace) => ({
    workspace: { _id: workspace.id, name: workspace.name, url: workspace.url },
    plan: planFromRow(ctx, workspace.createdAt, workspace.billing),
    status: ctx.config.billing
      ? shownStatus(
          workspace.billing,
          trialEndOf(workspace.createdAt, ctx.config.billing.trialDays),
          now,
        )
      : null,
    seats: seatsOf(workspace.billing, workspace.paidMembers),
    nextInvoice: nextInvoiceOf(workspace.billing, prices),
  }));
}

function upcomingCharge(billing: WorkspaceBillingRow | null) {
  const live = liveSubscriptionOf(billing);
  if (!live?.plan || !live.interval || !live.currentPeriodEnd || live.cancelAtPeriodEnd)
    return null;
  return { ...live, plan: live.plan, interval: live.interval, date: live.currentPeriodEnd };
}

function nextInvoiceOf(
  billing: WorkspaceBillingRow | null,
  prices: PlanPrice[],
): OwnedWorkspaceBilling['nextInvoice'] {
  const charge = upcomingCharge(billing);
  const price = charge && priceOf(prices, charge.plan, charge.interval);
  if (!charge || !price) return null;
  return {
    amount: price.unitAmount * (charge.seats ?? 0),
    currency: price.currency,
    date: charge.date.toISOString(),
  };
}
