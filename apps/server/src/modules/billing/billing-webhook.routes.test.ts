import Stripe from 'stripe';
import { PLAN_LIMITS } from '@teamboard/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCalls,
  billingEventCount,
  billingRowOf,
  createHostedBillingApp,
  subscribe,
  type HostedBillingApp,
} from '../../test/billing-calls';
import { TEST_PRICES } from '../../test/billing-env';
import { signIn } from '../../test/factories';
import { reportCalls } from '../../test/report-calls';
import type { SignedEvent } from '../../test/stripe-stand-in-store';
import { TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY, HOUR, MINUTE } from '../../test/test-clock';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';
import { planOf } from './workspace-plan.service';

let hosted: HostedBillingApp;
let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof billingCalls>;

beforeAll(async () => {
  hosted = await createHostedBillingApp();
  t = hosted.t;
  cast = await createCast(t.app);
  calls = billingCalls(t);
});
afterAll(async () => {
  await hosted.close();
});

const planNow = async (workspaceId: string) =>
  (await planOf(t.app.ctx, t.app.ctx.db, workspaceId)).plan;
/** The owner, signed in again after the clock moved past their access token's life. */
const owner = (): Promise<Account> => signIn(t.app, cast.owner);
/** What a workspace report (Pro and up) answers the owner: 200, or 402 once on Free limits. */
const reportStatus = async (workspaceId: string) => {
  const response = await reportCalls(t, workspaceId).request(await owner(), 'time-complexity', {
    from: '2026-01-05',
    to: '2026-01-18',
  });
  return response.statusCode;
};
/** A workspace with the whole cast, everyone signed in again first (the clock moves here). */
async function castWorkspace() {
  for (const role of Object.keys(cast) as (keyof Cast)[]) {
    cast[role] = await signIn(t.app, cast[role]);
  }
  return createWorkspaceWithCast(t.app, cast);
}

describe('a subscription’s life, driven by Stripe’s webhooks', () => {
  it('keeps the rest of the trial with Stripe: trialing until the workspace’s trial ends', async () => {
    const workspace = await castWorkspace();
    await subscribe(t, hosted.stripe, await owner(), workspace.id, {
      plan: 'business',
      interval: 'year',
    });
    const subscription = await calls.subscriptionOf(await owner(), workspace.id);
    const row = await billingRowOf(t, workspace.id);
    expect(subscription).toMatchObject({
      plan: 'business',
      status: 'trialing',
      subscribedPlan: 'business',
      interval: 'year',
      trialEndsAt: row?.trialEndsAt?.toISOString(),
      currentPeriodEnd: row?.trialEndsAt?.toISOString(),
    });
  });

  it('trial → checkout → active → past_due → Free after the grace → active again → canceled', async () => {
    const workspace = await castWorkspace();
    expect(await planNow(workspace.id)).toBe('pro');

    // Near the end of the workspace's own trial, the owner buys Pro: no Stripe trial is left.
    t.clock.advance(13 * DAY);
    const subscriptionId = await subscribe(t, hosted.stripe, await owner(), workspace.id);
    const active = await calls.subscriptionOf(await owner(), workspace.id);
    const item = hosted.stripe.subscription(subscriptionId).items.data[0];
    expect(active).toMatchObject({
      plan: 'pro',
      status: 'active',
      subscribedPlan: 'pro',
      interval: 'month',
      seats: 4,
      trialEndsAt: null,
      graceEndsAt: null,
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });

    // A renewal fails: past_due, still Pro for the 7 days of grace.
    t.clock.advance(2 * DAY);
    await calls.deliverAll(hosted.stripe.failPayment(subscriptionId));
    const failedAt = t.clock.now();
    const pastDue = await calls.subscriptionOf(await owner(), workspace.id);
    expect(pastDue).toMatchObject({ plan: 'pro', status: 'past_due', limits: PLAN_LIMITS.pro });
    expect(Date.parse(pastDue.graceEndsAt ?? '')).toBeCloseTo(failedAt.getTime() + 7 * DAY, -4);
    t.clock.advance(6 * DAY);
    expect(await planNow(workspace.id)).toBe('pro');
    expect(await reportStatus(workspace.id)).toBe(200);
    // Stripe retries and fails again: the grace still counts from the first failure.
    await calls.deliverAll(hosted.stripe.failPayment(subscriptionId));
    expect((await calls.subscriptionOf(await owner(), workspace.id)).graceEndsAt).toBe(
      pastDue.graceEndsAt,
    );

    // The grace ends: Free limits, the paid plan still on record.
    t.clock.advance(DAY + HOUR);
    expect(await planNow(workspace.id)).toBe('free');
    expect(await reportStatus(workspace.id)).toBe(402);
    expect(await calls.subscriptionOf(await owner(), workspace.id)).toMatchObject({
      plan: 'free',
      status: 'past_due',
      subscribedPlan: 'pro',
      limits: PLAN_LIMITS.free,
    });

    // The payment goes through after all: active, Pro again, no grace counting.
    await calls.deliverAll(hosted.stripe.recoverPayment(subscriptionId));
    expect(await calls.subscriptionOf(await owner(), workspace.id)).toMatchObject({
      plan: 'pro',
      status: 'active',
      graceEndsAt: null,
    });
    expect((await billingRowOf(t, workspace.id))?.pastDueSince).toBeNull();
    expect(await reportStatus(workspace.id)).toBe(200);

    // Cancelled: Free (the workspace's own trial is long over).
    await calls.deliverAll(hosted.stripe.cancel(subscriptionId));
    expect(await calls.subscriptionOf(await owner(), workspace.id)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      subscribedPlan: 'pro',
      limits: PLAN_LIMITS.free,
    });
    expect(await planNow(workspace.id)).toBe('free');
  });
});

describe('events delivered twice or out of order', () => {
  let workspace: { id: string; url: string };
  let subscriptionId: string;
  beforeAll(async () => {
    workspace = await castWorkspace();
    subscriptionId = await subscribe(t, hosted.stripe, await owner(), workspace.id);
  });

  it('applies an event once: a second delivery answers 200 and changes nothing', async () => {
    const events = hosted.stripe.failPayment(subscriptionId);
    await calls.deliverAll(events);
    const count = await billingEventCount(t);
    const row = await billingRowOf(t, workspace.id);
    t.clock.advance(MINUTE);
    await calls.deliverAll(events);
    expect(await billingEventCount(t)).toBe(count);
    expect(await billingRowOf(t, workspace.id)).toEqual(row);
    await calls.deliverAll(hosted.stripe.recoverPayment(subscriptionId));
    expect(await billingEventCount(t)).toBe(count + 2);
  });

  it('converges on Stripe’s latest state when an older update arrives after a newer one', async () => {
    const changePlan = async (plan: 'pro' | 'business', interval: 'month' | 'year') => {
      await calls.checkoutUrl(await owner(), workspace.id, { plan, interval });
      return hosted.stripe.events.at(-1) as SignedEvent;
    };
    const older = await changePlan('business', 'month');
    const newer = await changePlan('pro', 'year');
    await calls.deliverAll([newer, older]);
    expect(await calls.subscriptionOf(await owner(), workspace.id)).toMatchObject({
      plan: 'pro',
      subscribedPlan: 'pro',
      interval: 'year',
    });
    expect(JSON.parse(older.payload)).toMatchObject({
      data: { object: { items: { data: [{ price: { id: TEST_PRICES.business.month } }] } } },
    });
  });
});

describe('what the webhook refuses or ignores', () => {
  let workspace: { id: string; url: string };
  let events: SignedEvent[];
  let subscriptionId: string;
  beforeAll(async () => {
    workspace = await castWorkspace();
    const url = await calls.checkoutUrl(await owner(), workspace.id, {
      plan: 'pro',
      interval: 'month',
    });
    ({ events, subscriptionId } = hosted.stripe.completeCheckout(hosted.stripe.sessionIdOf(url)));
  });

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const forgeries: [string, () => string | null][] = [
    ['no signature', () => null],
    [
      'a signature made with another secret',
      () =>
        Stripe.webhooks.generateTestHeaderString({
          payload: events[0]?.payload ?? '',
          secret: 'whsec_someone_else',
          timestamp: nowSeconds(),
        }),
    ],
    [
      'the signature of another body',
      () => hosted.stripe.sign(events[1]?.payload ?? '', nowSeconds()),
    ],
    [
      'a signature older than 5 minutes',
      () => hosted.stripe.sign(events[0]?.payload ?? '', nowSeconds() - 301),
    ],
    ['a garbled header', () => 'nonsense'],
  ];

  it.each(forgeries)('400 for %s, and nothing changes', async (_name, header) => {
    const count = await billingEventCount(t);
    const row = await billingRowOf(t, workspace.id);
    const response = await calls.deliver(events[0] as SignedEvent, header());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await billingEventCount(t)).toBe(count);
    expect(await billingRowOf(t, workspace.id)).toEqual(row);
  });

  it('answers 502 while Stripe is unreachable, records nothing, and applies the event when it comes again', async () => {
    const count = await billingEventCount(t);
    hosted.stripe.failing = true;
    try {
      const response = await calls.deliver(events[0] as SignedEvent);
      expect(response.statusCode).toBe(502);
    } finally {
      hosted.stripe.failing = false;
    }
    expect(await billingEventCount(t)).toBe(count);
    expect((await billingRowOf(t, workspace.id))?.status).toBeNull();
    await calls.deliverAll(events);
    expect((await billingRowOf(t, workspace.id))?.status).toBe(
      hosted.stripe.subscription(subscriptionId).status,
    );
  });

  it('answers 200 to an event about another Stripe customer, and changes nothing', async () => {
    const stripe = t.app.ctx.stripe as Stripe;
    const stranger = await stripe.customers.create({ email: 'stranger@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: stranger.id,
      line_items: [{ price: TEST_PRICES.pro.month, quantity: 1 }],
      success_url: 'https://elsewhere.example/done',
    });
    const count = await billingEventCount(t);
    await calls.deliverAll(hosted.stripe.completeCheckout(session.id).events);
    expect(await billingEventCount(t)).toBe(count);
  });

  it('ignores events about no subscription', async () => {
    const count = await billingEventCount(t);
    const payload = JSON.stringify({
      id: 'evt_customer_updated',
      object: 'event',
      type: 'customer.updated',
      created: nowSeconds(),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    await calls.deliverAll([
      {
        id: 'evt_customer_updated',
        type: 'customer.updated',
        payload,
        header: hosted.stripe.sign(payload, nowSeconds()),
      },
    ]);
    expect(await billingEventCount(t)).toBe(count);
  });
});

describe('the stand-in checkout page, with the app listening for real', () => {
  it('delivers the payment’s events to the webhook, then sends the browser back', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    hosted.stripe.deliverTo = `${address}/api/billing/webhook`;
    try {
      const workspace = await castWorkspace();
      const url = await calls.checkoutUrl(cast.owner, workspace.id, {
        plan: 'business',
        interval: 'month',
      });
      const page = await fetch(url);
      expect(await page.text()).toContain('<button type="submit">Pay</button>');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `${TEST_APP_URL}/${workspace.url}/settings/subscription?checkout=success&plan=business&interval=month`,
      );
      expect(await calls.subscriptionOf(cast.owner, workspace.id)).toMatchObject({
        plan: 'business',
        subscribedPlan: 'business',
      });
    } finally {
      hosted.stripe.deliverTo = undefined;
    }
  });
});
