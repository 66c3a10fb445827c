import type { WorkspaceRole } from '@teamboard/shared';
import { PLAN_LIMITS, type Subscription } from '@teamboard/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browser-navigation';
import {
  BILLING_NOW,
  buildSubscription,
  plansHandler,
  selfHostedSubscription,
} from '../test/billing-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const SUBSCRIPTION = 'GET /api/workspaces/ws-1/subscription';
const CHECKOUT = 'POST /api/workspaces/ws-1/billing/checkout';
const PORTAL = 'POST /api/workspaces/ws-1/billing/portal';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BILLING_NOW);
});
afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

/** Ada, with `role` in Acme, opens `path` (settings/subscription unless told). */
function openSubscription(
  role: WorkspaceRole,
  subscription: Subscription | (() => Subscription),
  extra: Record<string, Handler> = {},
  path = '/acme/settings/subscription',
) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const read = typeof subscription === 'function' ? subscription : () => subscription;
  const selfHosted = typeof subscription !== 'function' && subscription.plan === 'self_hosted';
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      ...plansHandler(!selfHosted),
      [SUBSCRIPTION]: () => json(200, { subscription: read() }),
      ...extra,
    },
    ada,
  );
  return { network, ...renderApp(path) };
}

/** The comparison table as rows of cell texts, the header first. */
function plansTable(): string[][] {
  return within(screen.getByRole('table', { name: 'Plans' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const FREE = buildSubscription({
  plan: 'free',
  status: null,
  trialEndsAt: null,
  seats: 4,
  limits: PLAN_LIMITS.free,
  usage: { members: 4, externalMembers: 2, activeBoards: 3, storageBytes: 0 },
});

describe('settings/subscription', () => {
  it('shows the owner the trial, its days left and the plans side by side', async () => {
    openSubscription('owner', buildSubscription());

    expect(await screen.findByText(/^Trial: 10 days left, until /)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('3 seats', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 (unlimited)')).toBeInTheDocument();
    expect(plansTable().slice(0, 4)).toEqual([
      ['Feature', 'Free ', 'Pro Current', 'Business '],
      ['Price', 'Free', '$8.00 per seat a month', '$15.00 per seat a month'],
      ['Members', '5', 'Unlimited', 'Unlimited'],
      ['Guests and clients (free)', '10', 'Unlimited', 'Unlimited'],
    ]);
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing or cancel' })).toBeNull();
  });

  it("compares the plans' file storage: 1 GB, 100 GB and unlimited", async () => {
    openSubscription('owner', buildSubscription());

    await screen.findByRole('table', { name: 'Plans' });
    expect(plansTable().find(([feature]) => feature === 'File storage')).toEqual([
      'File storage',
      '1 GB',
      '100 GB',
      'Unlimited',
    ]);
  });

  it('shows the usage against Free limits, and sends the owner to Stripe Checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { network } = openSubscription('owner', FREE, {
      [CHECKOUT]: () => json(200, { url: 'https://checkout.stripe.test/c/cs_1' }),
    });
    const user = userEvent.setup();

    const members = await screen.findByRole('progressbar', { name: 'Members' });
    expect(members).toHaveAttribute('aria-valuetext', '4 of 5');
    expect(screen.getByRole('progressbar', { name: 'Active boards' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 3',
    );
    expect(
      screen.getByText('No subscription: the workspace is on the Free plan.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(plansTable()[1]).toEqual([
      'Price',
      'Free',
      '$80.00 per seat a year',
      '$150.00 per seat a year',
    ]);
    await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(network.calls(CHECKOUT)[0]?.body).toEqual({ plan: 'business', interval: 'year' });
  });

  it('tells the owner of a past_due subscription when the grace ends, and opens the portal', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const pastDue = buildSubscription({
      status: 'past_due',
      subscribedPlan: 'pro',
      interval: 'month',
      trialEndsAt: null,
      graceEndsAt: '2026-05-24T12:00:00.000Z',
      currentPeriodEnd: '2026-06-17T12:00:00.000Z',
    });
    const { network } = openSubscription('owner', pastDue, {
      [PORTAL]: () => json(200, { url: 'https://billing.stripe.test/p/session_1' }),
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Past due')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^The last payment failed\. The Pro plan stays until .+, then the workspace falls back to the Free plan\./,
      ),
    ).toHaveTextContent('May 24, 2026');
    expect(screen.getByText('Your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to Business' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage billing or cancel' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'),
    );
    expect(network.calls(PORTAL)).toHaveLength(1);
  });

  it('shows an admin the plan read-only', async () => {
    const { network } = openSubscription(
      'admin',
      buildSubscription({
        status: 'active',
        subscribedPlan: 'business',
        plan: 'business',
        interval: 'year',
        trialEndsAt: null,
        currentPeriodEnd: '2027-01-05T12:00:00.000Z',
        cancelAtPeriodEnd: true,
      }),
    );

    expect(await screen.findByText(/^Canceled at the end of the period/)).toHaveTextContent(
      'Jan 5, 2027',
    );
    expect(screen.getByText('Only the workspace owner can change the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade|Change to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing or cancel' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(network.calls(CHECKOUT)).toHaveLength(0);
  });

  it('shows a member the page that is not there, without asking for the plan', async () => {
    const { network } = openSubscription('member', buildSubscription());

    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).queryByRole('link', { name: 'Subscription' })).toBeNull();
    expect(network.calls(SUBSCRIPTION)).toHaveLength(0);
  });

  it('offers nothing to buy on a self-hosted server', async () => {
    openSubscription('owner', selfHostedSubscription());

    expect(
      await screen.findByText(
        'Self-hosted plan: every feature, no limits. Billing is not enabled on this server.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Plans' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('says a checkout left without paying changed nothing, reading the plan once', async () => {
    const { network } = openSubscription(
      'owner',
      FREE,
      {},
      '/acme/settings/subscription?checkout=canceled',
    );

    expect(
      await screen.findByText('Checkout canceled: nothing was bought, the plan is unchanged.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Stripe to confirm your payment…')).toBeNull();
    expect(network.calls(SUBSCRIPTION)).toHaveLength(1);
  });

  it('waits for Stripe after checkout, reading the plan again until it is active', async () => {
    let answers = 0;
    const confirmed = buildSubscription({
      status: 'active',
      subscribedPlan: 'pro',
      interval: 'month',
      trialEndsAt: null,
      currentPeriodEnd: '2026-06-20T12:00:00.000Z',
    });
    // Stripe's webhook arrives after the page's first two readings.
    const { network, location } = openSubscription(
      'owner',
      () => (++answers > 2 ? confirmed : buildSubscription()),
      {},
      '/acme/settings/subscription?checkout=success',
    );

    expect(
      await screen.findByText('Waiting for Stripe to confirm your payment…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Payment confirmed: you are on the Pro plan', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Stripe to confirm your payment…')).toBeNull();
    expect(screen.getByText(/^Active: renews on /)).toBeInTheDocument();
    expect(location()).toBe('/acme/settings/subscription');
    const readings = network.calls(SUBSCRIPTION).length;
    expect(readings).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(network.calls(SUBSCRIPTION)).toHaveLength(readings);
  }, 15_000);

  it('after a change of plan, waits until Stripe reports the plan asked for', async () => {
    let answers = 0;
    const before = buildSubscription({
      status: 'active',
      subscribedPlan: 'pro',
      interval: 'month',
      trialEndsAt: null,
      currentPeriodEnd: '2026-06-20T12:00:00.000Z',
    });
    const after = {
      ...before,
      plan: 'business' as const,
      subscribedPlan: 'business' as const,
      interval: 'year' as const,
    };
    const { location } = openSubscription(
      'owner',
      () => (++answers > 2 ? after : before),
      {},
      '/acme/settings/subscription?checkout=changed&plan=business&interval=year',
    );

    expect(
      await screen.findByText('Waiting for Stripe to confirm the change of plan…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Plan changed: you are on the Business plan', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(answers).toBeGreaterThanOrEqual(3);
    expect(location()).toBe('/acme/settings/subscription');
  }, 15_000);
});
