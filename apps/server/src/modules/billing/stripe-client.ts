import Stripe from 'stripe';
import type { BillingConfig } from '../../config';

/**
 * The official Stripe client, built once. STRIPE_API_URL points it elsewhere (stripe-mock, or
 * the tests' stand-in), as its host/port/protocol settings allow.
 */
export function createStripeClient(billing: BillingConfig): Stripe {
  const apiUrl = billing.apiUrl;
  return new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
          protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
