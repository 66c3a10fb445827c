import type { WorkspaceRole } from '@teamboard/shared';
import type { BillingDetails, OwnedWorkspaceBilling } from '@teamboard/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browser-navigation';
import { plansHandler } from '../test/billing-fixtures';
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
const BILLING = '/api/workspaces/ws-1/billing';

afterEach(() => {
  toast.dismiss();
});

const DETAILS: BillingDetails = {
  email: 'billing@acme.test',
  paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
  invoices: [
    {
      _id: 'in_2',
      number: 'ACME-0002',
      status: 'paid',
      total: 2400,
      currency: 'usd',
      createdAt: '2026-05-01T12:00:00.000Z',
      hostedUrl: 'https://invoice.stripe.test/i/in_2',
      pdfUrl: 'https://invoice.stripe.test/i/in_2.pdf',
    },
    {
      _id: 'in_1',
      number: null,
      status: 'open',
      total: 150000,
      currency: 'jpy',
      createdAt: '2026-04-01T12:00:00.000Z',
      hostedUrl: null,
      pdfUrl: null,
    },
  ],
};

/** Ada, with `role` in Acme, opens settings/billing. */
function openBilling(role: WorkspaceRole, hosted: boolean, extra: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      ...plansHandler(hosted),
      [`GET ${BILLING}`]: () => json(200, { billing: DETAILS }),
      ...extra,
    },
    ada,
  );
  return { network, ...renderApp('/acme/settings/billing') };
}

/** A table as rows of cell texts, the header first. */
function rowsOf(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('settings/billing', () => {
  it('shows the owner the payment method and the invoices in their currencies', async () => {
    openBilling('owner', true);

    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('expires 04/2030')).toBeInTheDocument();
    expect(screen.getByLabelText('Billing email')).toHaveValue('billing@acme.test');
    expect(rowsOf('Invoices')).toEqual([
      ['Number', 'Date', 'Total', 'Status', 'Links'],
      ['ACME-0002', 'May 1, 2026', '$24.00', 'paid', 'ViewPDF'],
      ['—', 'Apr 1, 2026', '¥150,000', 'open', ''],
    ]);
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/in_2.pdf',
    );
  });

  it('changes the billing email, refusing one that is not an address', async () => {
    const { network } = openBilling('owner', true, {
      [`PUT ${BILLING}`]: ({ body }) =>
        json(200, { billing: { ...DETAILS, email: (body as { email: string }).email } }),
    });
    const user = userEvent.setup();

    const email = await screen.findByLabelText('Billing email');
    await user.clear(email);
    await user.type(email, 'accounts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(network.calls(`PUT ${BILLING}`)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Accounts@Acme.test ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Billing email saved')).toBeInTheDocument();
    expect(network.calls(`PUT ${BILLING}`)[0]?.body).toEqual({ email: 'accounts@acme.test' });
    expect(email).toHaveValue('accounts@acme.test');
  });

  it('updates the payment method in Stripe’s portal', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    openBilling('owner', true, {
      [`POST ${BILLING}/portal`]: () => json(200, { url: 'https://billing.stripe.test/p/2' }),
    });

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/2'));
  });

  it('points an admin to the subscription page without asking for the details', async () => {
    const { network } = openBilling('admin', true);

    expect(
      await screen.findByText(/Only the workspace owner sees the billing details/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Subscription' }),
    ).toHaveAttribute('href', '/acme/settings/subscription');
    expect(network.calls(`GET ${BILLING}`)).toHaveLength(0);
  });

  it('says billing is off on a self-hosted server', async () => {
    const { network } = openBilling('owner', false);

    expect(
      await screen.findByText(
        'Self-hosted plan: every feature, no limits. Billing is not enabled on this server.',
      ),
    ).toBeInTheDocument();
    expect(network.calls(`GET ${BILLING}`)).toHaveLength(0);
  });
});

const OWNED: OwnedWorkspaceBilling[] = [
  {
    workspace: { _id: 'ws-1', name: 'Acme', url: 'acme' },
    plan: 'pro',
    status: 'active',
    seats: 4,
    nextInvoice: { amount: 3200, currency: 'eur', date: '2026-06-01T12:00:00.000Z' },
  },
  {
    workspace: { _id: 'ws-2', name: 'Side project', url: 'side' },
    plan: 'free',
    status: null,
    seats: 1,
    nextInvoice: null,
  },
];

describe('/account/billing', () => {
  it('lists the workspaces Ada owns with their plan and next invoice', async () => {
    mockSignedIn({
      ...plansHandler(true),
      'GET /api/me/billing': () => json(200, { workspaces: OWNED }),
    });
    renderApp('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Billing' }));

    await screen.findByRole('table', { name: 'Workspaces you own' });
    expect(rowsOf('Workspaces you own')).toEqual([
      ['Workspace', 'Plan', 'Status', 'Seats', 'Next invoice'],
      ['Acme', 'Pro', 'Active', '4', '€32.00 on Jun 1, 2026'],
      ['Side project', 'Free', '—', '1', 'None'],
    ]);
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/acme/settings/subscription',
    );
  });

  it('says billing is off on a self-hosted server', async () => {
    const network = mockSignedIn({ ...plansHandler(false) });
    renderApp('/account/billing');

    expect(await screen.findByText(/^Billing is off on this server/)).toBeInTheDocument();
    expect(network.calls('GET /api/me/billing')).toHaveLength(0);
  });
});
