import {
  BILLING_INTERVALS,
  PAID_PLANS,
  type BillingInterval,
  type PaidPlan,
  type PlanPrice,
} from '@teamboard/shared/billing';
import type { AppContext } from '../../context';
import { hostedBilling, viaStripe } from './hosted-billing';

/** Prices change rarely and every page of plans shows them: Stripe is asked once an hour. */
const CACHE_MS = 60 * 60 * 1000;

export interface PriceCatalog {
  /** The four configured prices as Stripe has them (404 on a self-hosted server). */
  prices(): Promise<PlanPrice[]>;
}

export function createPriceCatalog(ctx: AppContext): PriceCatalog {
  let cached: { expiresAt: number; prices: Promise<PlanPrice[]> } | undefined;

  const load = async (): Promise<PlanPrice[]> => {
    const { stripe, config } = hostedBilling(ctx);
    const wanted = PAID_PLANS.flatMap((plan) =>
      BILLING_INTERVALS.map((interval) => ({ plan, interval, id: config.prices[plan][interval] })),
    );
    return Promise.all(
      wanted.map(async ({ plan, interval, id }) => {
        const price = await viaStripe(ctx, stripe.prices.retrieve(id));
        return { plan, interval, unitAmount: price.unit_amount ?? 0, currency: price.currency };
      }),
    );
  };

  return {
    prices: () => {
      const now = ctx.clock.now().getTime();
      if (cached && cached.expiresAt > now) return cached.prices;
      const prices = load();
      cached = { expiresAt: now + CACHE_MS, prices };
      // A failed read is not kept: the next caller asks Stripe again.
      prices.catch(() => {
        if (cached?.prices === prices) cached = undefined;
      });
      return prices;
    },
  };
}

/** The price of a plan and interval in the catalog's list. */
export function priceOf(
  prices: PlanPrice[],
  plan: PaidPlan,
  interval: BillingInterval,
): PlanPrice | undefined {
  return prices.find((price) => price.plan === plan && price.interval === interval);
}
