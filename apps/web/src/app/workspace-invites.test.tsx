import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import {
  buildInvitation,
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  summaryOf,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const acme = buildWorkspace({ currentUserRole: 'member' }, [
  buildMember(publicUser(ada), 'member'),
]);
const toAcme = buildInvitation();
const toGlobex = buildInvitation({
  _id: 'inv-2',
  workspace: { _id: 'ws-2', name: 'Globex', url: 'globex', logo: null },
});

describe('my workspace invitations', () => {
  it('accepts one, refetching the lists, and goes into the workspace', async () => {
    let answered = false;
    const network = mockSignedIn(
      {
        ...workspaceHandlers(acme, ada),
        'GET /api/me/invitations': () => json(200, { invitations: answered ? [] : [toAcme] }),
        'GET /api/workspaces': () =>
          json(200, { myWorkspaces: answered ? [summaryOf(acme)] : [], guestWorkspaces: [] }),
        'POST /api/me/invitations/inv-1/accept': () => {
          answered = true;
          return json(200, { workspace: summaryOf(acme) });
        },
      },
      ada,
    );
    const app = renderApp('/account/workspace-invites');
    const user = userEvent.setup();

    expect(await screen.findByText('Acme')).toBeInTheDocument();
    await user.click(screen.getByTestId('accept-invitation'));

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(screen.getByText('Welcome to Acme')).toBeInTheDocument();
    expect(network.calls('GET /api/workspaces/acme/access')).toHaveLength(0);
  });

  it('declines one and keeps the others', async () => {
    let pending = [toAcme, toGlobex];
    mockSignedIn({
      'GET /api/me/invitations': () => json(200, { invitations: pending }),
      'POST /api/me/invitations/inv-2/decline': () => {
        pending = [toAcme];
        return json(200, { message: 'Invitation declined' });
      },
    });
    renderApp('/account/workspace-invites');
    const user = userEvent.setup();

    const globex = (await screen.findByText('Globex')).closest('li')!;
    await user.click(within(globex).getByTestId('decline-invitation'));

    expect(await screen.findByText('Declined the invitation to Globex')).toBeInTheDocument();
    expect(screen.queryByText('Globex')).not.toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });
});
