import { PLAN_LIMITS } from '@teamboard/shared/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSubscription, planLimitAnswer, plansHandler } from '../test/billing-fixtures';
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
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const BOARD_LIMIT = 'The Free plan allows 3 active boards. Upgrade to add more.';
const NO_REPORTS = 'The Free plan does not include workspace reports: upgrade to use this.';

afterEach(() => {
  toast.dismiss();
});

const workspace = buildWorkspace({ currentUserRole: 'owner' }, [
  buildMember(publicUser(ada), 'owner'),
  buildMember(grace, 'member'),
]);

/** Ada, owner of Acme (on Free, where Grace is a member), opens `path`. */
function openAcme(path: string, handlers: Record<string, Handler>) {
  const free = buildSubscription({
    plan: 'free',
    status: null,
    trialEndsAt: null,
    limits: PLAN_LIMITS.free,
  });
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      ...plansHandler(true),
      'GET /api/workspaces/ws-1/subscription': () => json(200, { subscription: free }),
      ...handlers,
    },
    ada,
  );
  return { network, ...renderApp(path) };
}

describe('the upgrade prompt', () => {
  it('answers a board the plan does not allow with the server’s message and a way to upgrade', async () => {
    const { network, location } = openAcme('/acme/projects/create', {
      'POST /api/boards': () => planLimitAnswer(BOARD_LIMIT),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Title'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    const upgrade = await screen.findByRole('button', { name: 'Upgrade' });
    // Once: in the toast, not again in the form.
    expect(screen.getAllByText(BOARD_LIMIT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls('POST /api/boards')).toHaveLength(1);

    // A click without the pointer's press: sonner captures the pointer to swipe, which jsdom lacks.
    fireEvent.click(upgrade);
    await waitFor(() => expect(location()).toBe('/acme/settings/subscription'));
    expect(await screen.findByRole('table', { name: 'Plans' })).toBeInTheDocument();
  });

  it('toasts a role change over the limit once, with the way to upgrade', async () => {
    openAcme('/acme/settings/members', {
      'GET /api/workspaces/ws-1/members': () => json(200, { members: workspace.members }),
      'GET /api/workspaces/ws-1/invitations': () => json(200, { invitations: [] }),
      'PUT /api/workspaces/ws-1/members/user-2': () =>
        planLimitAnswer('The Free plan allows 5 members (owner, admins, managers and members).'),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByTestId('member-role-grace'), 'admin');

    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(
      screen.getAllByText('The Free plan allows 5 members (owner, admins, managers and members).'),
    ).toHaveLength(1);
  });

  it('shows an upgrade card in place of a workspace report the plan lacks', async () => {
    openAcme('/acme/reports/resource-analysis', {
      'GET /api/workspaces/ws-1/reports/resource-analysis': () =>
        json(402, {
          message: NO_REPORTS,
          code: 'PLAN_LIMIT',
          details: {
            limit: 'workspaceReports',
            plan: 'free',
            max: null,
            upgradeUrl: '/acme/settings/subscription',
          },
        }),
    });

    const card = within(
      (await screen.findByRole('heading', { name: 'Not included in your plan' })).parentElement!,
    );
    expect(card.getByText(NO_REPORTS)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/acme/settings/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
