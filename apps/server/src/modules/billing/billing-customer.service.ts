import type { AppContext } from '../../context';
import type { UserRow, WorkspaceBillingRow, WorkspaceRow } from '../../db/schema/index';
import type { Membership } from '../workspaces/workspace.policy';
import { conflict } from '../../http/app-error';
import { upgradePathOf } from './plan-limit-error';
import { billingRowOf, insertBillingRow } from './billing.repo';
import { hostedBilling, viaStripe } from './hosted-billing';

/** The workspace's billing row, whose Stripe customer exists from the first checkout on; 409 before. */
export async function requireCustomer(
  ctx: AppContext,
  workspaceId: string,
): Promise<WorkspaceBillingRow> {
  const billing = await billingRowOf(ctx.db, workspaceId);
  if (!billing) throw conflict('Choose a plan first: this workspace has no billing account yet');
  return billing;
}

/**
 * The workspace's billing row, creating its Stripe customer (billed to the owner's address) on
 * first use. Two first checkouts at once may each create a customer; the row keeps the first.
 */
export async function ensureCustomer(
  ctx: AppContext,
  workspace: WorkspaceRow,
  owner: UserRow,
): Promise<WorkspaceBillingRow> {
  const existing = await billingRowOf(ctx.db, workspace.id);
  if (existing) return existing;
  const { stripe } = hostedBilling(ctx);
  const customer = await viaStripe(
    ctx,
    stripe.customers.create({
      email: owner.email,
      name: workspace.name,
      metadata: { workspaceId: workspace.id },
    }),
  );
  return insertBillingRow(ctx.db, {
    workspaceId: workspace.id,
    stripeCustomerId: customer.id,
    billingEmail: owner.email,
  });
}

/** The absolute address of the workspace's subscription page (where Stripe sends people back). */
export function subscriptionPageUrl(ctx: AppContext, workspace: WorkspaceRow): string {
  return `${ctx.config.appUrl}${upgradePathOf(workspace.url)}`;
}

/** Stripe's Billing Portal for the workspace's customer: card, invoices, cancellation. */
export async function openBillingPortal(
  ctx: AppContext,
  { workspace }: Membership,
): Promise<string> {
  const { stripe } = hostedBilling(ctx);
  const billing = await requireCustomer(ctx, workspace.id);
  const session = await viaStripe(
    ctx,
    stripe.billingPortal.sessions.create({
      customer: billing.stripeCustomerId,
      return_url: subscriptionPageUrl(ctx, workspace),
    }),
  );
  return session.url;
}
