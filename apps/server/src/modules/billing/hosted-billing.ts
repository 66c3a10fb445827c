import type Stripe from 'stripe';
import { ERROR_CODES } from '@teamboard/shared';
import type { BillingConfig } from '../../config';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/app-error';

export interface HostedBilling {
  stripe: Stripe;
  config: BillingConfig;
}

/** The Stripe client and settings, or 404 on a self-hosted server (no payment settings). */
export function hostedBilling(ctx: Pick<AppContext, 'stripe' | 'config'>): HostedBilling {
  if (!ctx.stripe || !ctx.config.billing) throw notFound('Billing is not enabled on this server');
  return { stripe: ctx.stripe, config: ctx.config.billing };
}

/**
 * A call to Stripe whose failure (unreachable, refused, a 5xx) is a 502 for our caller, logged
 * with Stripe's own message, which is not shown: it can name our configuration.
 */
export async function viaStripe<T>(ctx: Pick<AppContext, 'log'>, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    ctx.log.error({ err: error }, 'Stripe call failed');
    throw new AppError(
      502,
      ERROR_CODES.internal,
      'The payment provider could not be reached. Please try again in a moment.',
    );
  }
}
