import { addDays } from 'date-fns';
import { PLAN_LIMITS } from '@teamboard/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import {
  billingCalls,
  billingRowOf,
  createHostedBillingApp,
  subscribe,
  type HostedBillingApp,
} from '../../test/billing-calls';
import { TEST_PRICES } from '../../test/billing-env';
import { bearer, signIn } from '../../test/factories';
import { TEST_APP_URL, type TestApp } from '../../test/test-app';
import { DAY, HOUR } from '../../test/test-clock';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

let hosted: HostedBillingApp;
let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };
let calls: ReturnType<typeof billingCalls>;

beforeAll(async () => {
  hosted = await createHostedBillingApp();
  t = hosted.t;
  cast = await createCast(t.app);
  workspace = await createWorkspaceWithCast(t.app, cast);
  calls = billingCalls(t);
});
afterAll(async () => {
  await hosted.close();
});

const USAGE = { members: 4, externalMembers: 2, activeBoards: 0, storageBytes: 0 };
const subscriptionPage = (ws: { url: string }) => `${TEST_APP_URL}/${ws.url}/settings/subscription`;
const stripeCalls = (method: string, path: string | RegExp) =>
  hosted.stripe.requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );
const workspaceCreatedAt = async (workspaceId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}`,
      headers: bearer(cast.owner),
    })
  ).json<{ workspace: { createdAt: string } }>().workspace.createdAt;

describe('who reaches billing', () => {
  const routes: [string, (account: Account) => ReturnType<typeof calls.subscription>][] = [
    ['GET subscription', (account) => calls.subscription(account, workspace.id)],
    [
      'POST checkout',
      (account) => calls.checkout(account, workspace.id, { plan: 'pro', interval: 'month' }),
    ],
    ['POST portal', (account) => calls.portal(account, workspace.id)],
    ['GET billing', (account) => calls.details(account, workspace.id)],
    [
      'PUT billing',
      (account) => calls.updateDetails(account, workspace.id, { email: 'pay@example.com' }),
    ],
  ];

  it.each(routes)(
    '%s: 401 signed out, 404 to outsiders and to roles without billing',
    async (_name, call) => {
      expect((await call({ ...cast.owner, access_token: 'nope' })).statusCode).toBe(401);
      for (const role of ['outsider', 'guest', 'client', 'member', 'manager'] as const) {
        const response = await call(cast[role]);
        expect(response.statusCode, role).toBe(404);
        expect(response.json(), role).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Workspace not found',
        });
      }
    },
  );

  it.each(routes.slice(1))(
    '%s: 403 to an admin, who sees the plan but does not manage it',
    async (_name, call) => {
      const response = await call(cast.admin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('shows the plan to the owner and to admins', async () => {
    for (const account of [cast.owner, cast.admin]) {
      expect((await calls.subscription(account, workspace.id)).statusCode).toBe(200);
    }
  });

  it('keeps API keys away from buying, the portal and the billing email', async () => {
    const keys = apiKeyCalls(t);
    const { secret } = await keys.create(cast.owner, { name: 'billing', scope: 'write' });
    const asKey = keys.asKey(cast.owner, secret);
    for (const response of [
      await calls.checkout(asKey, workspace.id, { plan: 'pro', interval: 'month' }),
      await calls.portal(asKey, workspace.id),
      await calls.updateDetails(asKey, workspace.id, { email: 'key@example.com' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'API keys cannot be used for this: sign in instead',
      });
    }
    expect((await calls.subscription(asKey, workspace.id)).statusCode).toBe(200);
    const restricted = await keys.create(cast.owner, {
      name: 'one workspace',
      scope: 'read',
      workspaceId: workspace.id,
    });
    const mine = await calls.mine(keys.asKey(cast.owner, restricted.secret));
    expect(mine.statusCode).toBe(403);
    expect(stripeCalls('POST', '/v1/customers')).toHaveLength(0);
  });
});

describe('the subscription during the workspace’s own trial', () => {
  it('is Pro, trialing until 14 days after the workspace was made, with the usage', async () => {
    const createdAt = await workspaceCreatedAt(workspace.id);
    expect(await calls.subscriptionOf(cast.admin, workspace.id)).toEqual({
      plan: 'pro',
      status: 'trialing',
      subscribedPlan: null,
      interval: null,
      seats: 4,
      trialEndsAt: addDays(new Date(createdAt), 14).toISOString(),
      graceEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      limits: PLAN_LIMITS.pro,
      usage: USAGE,
    });
  });
});

describe('GET /api/billing/plans', () => {
  it('answers the four prices from Stripe to anyone signed in, asking Stripe once an hour', async () => {
    const before = stripeCalls('GET', /^\/v1\/prices\//).length;
    const plans = await calls.plansOf(cast.guest);
    expect(plans.billingEnabled).toBe(true);
    expect(plans.prices).toEqual(
      expect.arrayContaining([
        { plan: 'pro', interval: 'month', unitAmount: 800, currency: 'usd' },
        { plan: 'pro', interval: 'year', unitAmount: 9600, currency: 'usd' },
        { plan: 'business', interval: 'month', unitAmount: 1500, currency: 'usd' },
        { plan: 'business', interval: 'year', unitAmount: 18000, currency: 'usd' },
      ]),
    );
    expect(plans.prices).toHaveLength(4);
    expect(stripeCalls('GET', /^\/v1\/prices\//).length).toBe(before + 4);
    await calls.plansOf(cast.outsider);
    expect(stripeCalls('GET', /^\/v1\/prices\//).length).toBe(before + 4);
    expect((await calls.plans({ ...cast.owner, access_token: 'nope' })).statusCode).toBe(401);
  });
});

describe('checkout', () => {
  it('refuses a plan that is not for sale', async () => {
    const response = await calls.checkout(cast.owner, workspace.id, {
      plan: 'free' as 'pro',
      interval: 'month',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Choose the Pro or Business plan' });
  });

  it('creates the Stripe customer once, and a session for the paid members, keeping the trial', async () => {
    const url = await calls.checkoutUrl(cast.owner, workspace.id, {
      plan: 'pro',
      interval: 'month',
    });
    expect(url).toMatch(new RegExp(`^${hosted.stripe.url}/checkout/cs_test_`));
    await calls.checkoutUrl(cast.owner, workspace.id, { plan: 'business', interval: 'year' });

    const customers = stripeCalls('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.body).toMatchObject({
      email: cast.owner.email,
      metadata: { workspaceId: workspace.id },
    });
    const row = await billingRowOf(t, workspace.id);
    expect(row).toMatchObject({ billingEmail: cast.owner.email, status: null });

    const [first, second] = stripeCalls('POST', '/v1/checkout/sessions');
    const trialEnd = addDays(new Date(await workspaceCreatedAt(workspace.id)), 14);
    expect(first?.body).toEqual({
      mode: 'subscription',
      customer: row?.stripeCustomerId,
      line_items: [{ price: TEST_PRICES.pro.month, quantity: '4' }],
      client_reference_id: workspace.id,
      subscription_data: {
        metadata: { workspaceId: workspace.id },
        trial_end: String(Math.floor(trialEnd.getTime() / 1000)),
      },
      success_url: `${subscriptionPage(workspace)}?checkout=success&plan=pro&interval=month`,
      cancel_url: `${subscriptionPage(workspace)}?checkout=canceled`,
    });
    expect(second?.body).toMatchObject({
      customer: row?.stripeCustomerId,
      line_items: [{ price: TEST_PRICES.business.year, quantity: '4' }],
    });
  });

  it('changes a live subscription’s plan with prorations instead of selling a second one', async () => {
    const owned = await createWorkspaceWithCast(t.app, cast);
    const subscriptionId = await subscribe(t, hosted.stripe, cast.owner, owned.id);
    const sessions = stripeCalls('POST', '/v1/checkout/sessions').length;

    const url = await calls.checkoutUrl(cast.owner, owned.id, {
      plan: 'business',
      interval: 'year',
    });
    expect(url).toBe(`${subscriptionPage(owned)}?checkout=changed&plan=business&interval=year`);
    expect(stripeCalls('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
    const item = hosted.stripe.subscription(subscriptionId).items.data[0];
    expect(stripeCalls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)?.body).toEqual({
      items: [{ id: item?.id, price: TEST_PRICES.business.year }],
      proration_behavior: 'create_prorations',
    });
    // Nothing changes here until Stripe's webhook says so.
    expect(await calls.subscriptionOf(cast.owner, owned.id)).toMatchObject({
      subscribedPlan: 'pro',
      interval: 'month',
    });
    await calls.deliverAll(hosted.stripe.events.slice(-1));
    expect(await calls.subscriptionOf(cast.owner, owned.id)).toMatchObject({
      plan: 'business',
      subscribedPlan: 'business',
      interval: 'year',
      limits: PLAN_LIMITS.business,
    });
  });
});

describe('deleting a paid workspace', () => {
  const deleteWorkspace = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/workspaces/${id}`, headers: bearer(cast.owner) });

  it('cancels its subscription first, and deletes nothing while Stripe cannot be reached', async () => {
    const owned = await createWorkspaceWithCast(t.app, cast);
    const subscriptionId = await subscribe(t, hosted.stripe, cast.owner, owned.id);
    // Bought during the workspace's own trial: Stripe carries the rest of it.
    expect(hosted.stripe.subscription(subscriptionId).status).toBe('trialing');

    hosted.stripe.failing = true;
    const refused = await deleteWorkspace(owned.id);
    hosted.stripe.failing = false;
    expect(refused.statusCode).toBe(502);
    expect(hosted.stripe.subscription(subscriptionId).status).toBe('trialing');
    expect((await billingRowOf(t, owned.id))?.status).toBe('trialing');

    expect((await deleteWorkspace(owned.id)).statusCode).toBe(200);
    expect(hosted.stripe.subscription(subscriptionId).status).toBe('canceled');
    expect(stripeCalls('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await billingRowOf(t, owned.id)).toBeNull();
  });
});

describe('the billing portal', () => {
  it('needs a billing account first', async () => {
    const fresh = await createWorkspaceWithCast(t.app, cast);
    for (const response of [
      await calls.portal(cast.owner, fresh.id),
      await calls.updateDetails(cast.owner, fresh.id, { email: 'pay@example.com' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Choose a plan first: this workspace has no billing account yet',
      });
    }
  });

  it('opens Stripe’s portal for the workspace’s customer, coming back to the subscription page', async () => {
    const response = await calls.portal(cast.owner, workspace.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(
      new RegExp(`^${hosted.stripe.url}/portal/bps_`),
    );
    const row = await billingRowOf(t, workspace.id);
    expect(stripeCalls('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
      customer: row?.stripeCustomerId,
      return_url: subscriptionPage(workspace),
    });
  });
});

describe('billing details', () => {
  it('before the first checkout: the owner’s address, no card, no invoices', async () => {
    const fresh = await createWorkspaceWithCast(t.app, cast);
    expect(await calls.detailsOf(cast.owner, fresh.id)).toEqual({
      email: cast.owner.email,
      paymentMethod: null,
      invoices: [],
    });
  });

  it('once paid: the card and the invoices from Stripe; the email changes there and here', async () => {
    const owned = await createWorkspaceWithCast(t.app, cast);
    await subscribe(t, hosted.stripe, cast.owner, owned.id);
    const details = await calls.detailsOf(cast.owner, owned.id);
    expect(details.email).toBe(cast.owner.email);
    expect(details.paymentMethod).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: expect.any(Number) as number,
    });
    expect(details.invoices).toEqual([
      {
        _id: expect.stringMatching(/^in_/) as string,
        number: expect.any(String) as string,
        status: 'paid',
        total: 0,
        currency: 'usd',
        createdAt: expect.any(String) as string,
        hostedUrl: expect.stringContaining(hosted.stripe.url) as string,
        pdfUrl: expect.stringContaining('.pdf') as string,
      },
    ]);

    const updated = await calls.updateDetails(cast.owner, owned.id, {
      email: 'Accounts@Example.COM',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ billing: { ...details, email: 'accounts@example.com' } });
    const row = await billingRowOf(t, owned.id);
    expect(row?.billingEmail).toBe('accounts@example.com');
    expect(stripeCalls('POST', `/v1/customers/${row?.stripeCustomerId}`).at(-1)?.body).toEqual({
      email: 'accounts@example.com',
    });
    const bad = await calls.updateDetails(cast.owner, owned.id, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter a valid email address' });
  });
});

describe('GET /api/me/billing', () => {
  it('lists the workspaces the person owns, with the plan and the next invoice', async () => {
    const mine = await calls.mineOf(cast.owner);
    const ids = mine.map((each) => each.workspace._id);
    expect(ids).toContain(workspace.id);
    expect(mine.find((each) => each.workspace._id === workspace.id)).toEqual({
      workspace: { _id: workspace.id, name: expect.any(String) as string, url: workspace.url },
      plan: 'pro',
      status: 'trialing',
      seats: 4,
      nextInvoice: null,
    });
    const paid = mine.filter((each) => each.nextInvoice);
    expect(paid.length).toBeGreaterThan(0);
    for (const each of paid) {
      const row = await billingRowOf(t, each.workspace._id);
      const unit = row?.plan === 'business' ? 18000 : 800;
      expect(each.nextInvoice).toEqual({
        amount: unit * 4,
        currency: 'usd',
        date: row?.currentPeriodEnd?.toISOString(),
      });
    }
    expect(await calls.mineOf(cast.admin)).toEqual([]);
  });
});

describe('a trial about to end', () => {
  it('is not carried into Stripe with 2 days or less left', async () => {
    const owned = await createWorkspaceWithCast(t.app, cast);
    t.clock.advance(12 * DAY + HOUR);
    const owner = await signIn(t.app, cast.owner);
    await calls.checkoutUrl(owner, owned.id, { plan: 'pro', interval: 'year' });
    const body = stripeCalls('POST', '/v1/checkout/sessions').at(-1)?.body;
    expect(body).toMatchObject({ subscription_data: { metadata: { workspaceId: owned.id } } });
    expect(body?.subscription_data).not.toHaveProperty('trial_end');
  });
});
