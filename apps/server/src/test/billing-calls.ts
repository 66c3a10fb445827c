import { count, eq } from 'drizzle-orm';
import type {
  BillingDetails,
  BillingPlansResponse,
  CheckoutInput,
  OwnedWorkspaceBilling,
  Subscription,
  UpdateBillingInput,
} from '@teamboard/shared/billing';
import { billingEvents, workspaceBilling } from '../db/schema/index';
import { hostedBillingEnv } from './billing-env';
import { bearer } from './factories';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import type { SignedEvent } from './stripe-stand-in-store';
import { createTestApp, type TestApp } from './test-app';
import type { Account } from './workspace-fixture';

export interface HostedBillingApp {
  t: TestApp;
  stripe: StripeStandIn;
  close(): Promise<void>;
}

/** A hosted test app (billing on) whose Stripe is a fresh stand-in on the app's clock. */
export async function createHostedBillingApp(): Promise<HostedBillingApp> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({}, hostedBillingEnv(stripe.url));
  stripe.useClock(() => t.clock.now());
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

function ok<T>(response: { statusCode: number; body: string; json: () => T }): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The billing API of a test: raw calls (to assert refusals) and their answers when they work. */
export function billingCalls(t: TestApp) {
  const inject = t.app.inject.bind(t.app);
  const workspaceUrl = (workspaceId: string, rest: string) =>
    `/api/workspaces/${workspaceId}/${rest}`;

  const calls = {
    subscription: (account: Account, workspaceId: string) =>
      inject({
        method: 'GET',
        url: workspaceUrl(workspaceId, 'subscription'),
        headers: bearer(account),
      }),
    checkout: (account: Account, workspaceId: string, input: CheckoutInput) =>
      inject({
        method: 'POST',
        url: workspaceUrl(workspaceId, 'billing/checkout'),
        headers: bearer(account),
        payload: input,
      }),
    portal: (account: Account, workspaceId: string) =>
      inject({
        method: 'POST',
        url: workspaceUrl(workspaceId, 'billing/portal'),
        headers: bearer(account),
      }),
    details: (account: Account, workspaceId: string) =>
      inject({
        method: 'GET',
        url: workspaceUrl(workspaceId, 'billing'),
        headers: bearer(account),
      }),
    updateDetails: (account: Account, workspaceId: string, input: UpdateBillingInput) =>
      inject({
        method: 'PUT',
        url: workspaceUrl(workspaceId, 'billing'),
        headers: bearer(account),
        payload: input,
      }),
    plans: (account: Account) =>
      inject({ method: 'GET', url: '/api/billing/plans', headers: bearer(account) }),
    mine: (account: Account) =>
      inject({ method: 'GET', url: '/api/me/billing', headers: bearer(account) }),
    /** POSTs a Stripe event to the webhook as Stripe would (another header to forge one). */
    deliver: (
      event: Pick<SignedEvent, 'payload' | 'header'>,
      header: string | null = event.header,
    ) =>
      inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: {
          'content-type': 'application/json',
          ...(header ? { 'stripe-signature': header } : {}),
        },
        payload: event.payload,
      }),
  };

  return {
    ...calls,
    subscriptionOf: async (account: Account, workspaceId: string) =>
      ok<{ subscription: Subscription }>(await calls.subscription(account, workspaceId))
        .subscription,
    checkoutUrl: async (account: Account, workspaceId: string, input: CheckoutInput) =>
      ok<{ url: string }>(await calls.checkout(account, workspaceId, input)).url,
    detailsOf: async (account: Account, workspaceId: string) =>
      ok<{ billing: BillingDetails }>(await calls.details(account, workspaceId)).billing,
    plansOf: async (account: Account) => ok<BillingPlansResponse>(await calls.plans(account)),
    mineOf: async (account: Account) =>
      ok<{ workspaces: OwnedWorkspaceBilling[] }>(await calls.mine(account)).workspaces,
    /** Delivers events in order; each must be answered 200. */
    deliverAll: async (events: SignedEvent[]) => {
      for (const event of events) ok(await calls.deliver(event));
    },
  };
}

/** The owner buys a plan: checkout, paid on the stand-in, its events delivered. */
export async function subscribe(
  t: TestApp,
  stripe: StripeStandIn,
  owner: Account,
  workspaceId: string,
  input: CheckoutInput = { plan: 'pro', interval: 'month' },
): Promise<string> {
  const calls = billingCalls(t);
  const url = await calls.checkoutUrl(owner, workspaceId, input);
  const { subscriptionId, events } = stripe.completeCheckout(stripe.sessionIdOf(url));
  await calls.deliverAll(events);
  return subscriptionId;
}

export async function billingRowOf(t: TestApp, workspaceId: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(workspaceBilling)
    .where(eq(workspaceBilling.workspaceId, workspaceId));
  return row ?? null;
}

export async function billingEventCount(t: TestApp): Promise<number> {
  const [row] = await t.app.ctx.db.select({ n: count() }).from(billingEvents);
  return row?.n ?? 0;
}
