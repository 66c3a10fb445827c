import type Stripe from 'stripe';
import type {
  BillingDetails,
  Invoice,
  PaymentMethod,
  updateBillingInputSchema,
} from '@teamboard/shared/billing';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Membership } from '../workspaces/workspace.policy';
import { requireCustomer } from './billing-customer.service';
import { billingRowOf, setBillingEmail } from './billing.repo';
import { hostedBilling, viaStripe } from './hosted-billing';

type UpdateBillingInput = z.output<typeof updateBillingInputSchema>;

/** Invoices shown: two years of monthly ones. */
const INVOICES_SHOWN = 24;

/**
 * settings/billing: the billing email, the card and the invoices, as Stripe has them. Before
 * the first checkout there is no Stripe customer: the owner's address, no card, no invoices.
 */
export async function billingDetailsOf(
  ctx: AppContext,
  { workspace, user }: Membership,
): Promise<BillingDetails> {
  const { stripe } = hostedBilling(ctx);
  const billing = await billingRowOf(ctx.db, workspace.id);
  if (!billing) return { email: user.email, paymentMethod: null, invoices: [] };
  const customerId = billing.stripeCustomerId;
  const [customer, cards, invoices] = await viaStripe(
    ctx,
    Promise.all([
      stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      }),
      stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 }),
      stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN }),
    ]),
  );
  const current = customer.deleted ? undefined : customer;
  const preferred = current?.invoice_settings.default_payment_method;
  const card =
    (typeof preferred === 'object' && preferred?.card ? preferred : undefined) ?? cards.data[0];
  return {
    email: current?.email ?? billing.billingEmail,
    paymentMethod: card ? presentCard(card) : null,
    invoices: invoices.data.map(presentInvoice),
  };
}

/** Changes where Stripe sends invoices and receipts (409 before the first checkout). */
export async function updateBillingEmail(
  ctx: AppContext,
  membership: Membership,
  input: UpdateBillingInput,
): Promise<BillingDetails> {
  const { stripe } = hostedBilling(ctx);
  const billing = await requireCustomer(ctx, membership.workspace.id);
  await viaStripe(ctx, stripe.customers.update(billing.stripeCustomerId, { email: input.email }));
  await setBillingEmail(ctx.db, membership.workspace.id, input.email);
  return billingDetailsOf(ctx, membership);
}

function presentCard(method: Stripe.PaymentMethod): PaymentMethod | null {
  if (!method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

function presentInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    _id: invoice.id,
    number: invoice.number,
    status: invoice.status ?? 'draft',
    total: invoice.total,
    currency: invoice.currency,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}
