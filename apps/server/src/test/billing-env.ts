/** Test price ids the stand-in Stripe knows (test/stripe-stand-in.ts). */
export const TEST_PRICES = {
  pro: { month: 'price_pro_month', year: 'price_pro_year' },
  business: { month: 'price_business_month', year: 'price_business_year' },
} as const;

export const TEST_WEBHOOK_SECRET = 'whsec_teamboard_test_secret';

/**
 * The environment of a hosted server (billing on) whose Stripe API is at `stripeApiUrl`. The
 * default address refuses connections, so a test that should not reach Stripe fails loudly.
 */
export function hostedBillingEnv(stripeApiUrl = 'http://127.0.0.1:9'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_teamboard',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PRO_MONTHLY: TEST_PRICES.pro.month,
    STRIPE_PRICE_PRO_YEARLY: TEST_PRICES.pro.year,
    STRIPE_PRICE_BUSINESS_MONTHLY: TEST_PRICES.business.month,
    STRIPE_PRICE_BUSINESS_YEARLY: TEST_PRICES.business.year,
    STRIPE_API_URL: stripeApiUrl,
  };
}
