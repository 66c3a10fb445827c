import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import {
  buildInvitation,
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicInvitationOf,
  publicUser,
  summaryOf,
} from '../test/workspace-fixtures';

const TOKEN = 'invitation-token-0123456789';
const JOIN = `/join/${TOKEN}`;
const invitation = publicInvitationOf(buildInvitation());
const publicLink = {
  [`GET /auth/workspaces/invitations/${TOKEN}`]: () => json(200, { invitation }),
};

/** The invitee (as the server knows them now) is let into Acme once they accepted. */
function joinedHandlers(currentUser = () => buildUser()) {
  let joined = false;
  const workspace = buildWorkspace({ currentUserRole: 'member' }, [
    buildMember(publicUser(currentUser()), 'member'),
  ]);
  return {
    [`POST /api/workspaces/invitations/${TOKEN}/accept`]: () => {
      joined = true;
      return json(200, { workspace: summaryOf(workspace) });
    },
    'GET /api/workspaces': () =>
      json(200, { myWorkspaces: joined ? [summaryOf(workspace)] : [], guestWorkspaces: [] }),
    'GET /api/workspaces/acme': () => json(200, { workspace }),
    'PUT /api/me/last-active-workspace': () =>
      json(200, { user: { ...currentUser(), lastActiveWorkspaceURL: 'acme' } }),
  };
}

describe('invitation link', () => {
  it('offers a signed-out visitor sign-up (email prefilled) or log-in, remembering the link', async () => {
    mockFetch(publicLink);
    const app = renderApp(JOIN);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText(/Grace Hopper invited/)).toHaveTextContent(
      'Grace Hopper invited ada@example.com as member',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(app.location()).toBe(`/signup?email=ada%40example.com&invitation=${TOKEN}`);
    expect(localStorage.getItem('intendedRoute')).toBe(JOIN);
  });

  it('lets the invited user accept, refetching the workspaces, and lands in the workspace', async () => {
    const network = mockSignedIn({ ...publicLink, ...joinedHandlers() });
    const app = renderApp(JOIN);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('accept-invitation'));

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(network.calls(`POST /api/workspaces/invitations/${TOKEN}/accept`)).toHaveLength(1);
    expect(network.calls('GET /api/workspaces/acme/access')).toHaveLength(0);
  });

  it('tells someone logged in with another email whom it is for, and offers to log out', async () => {
    mockSignedIn(publicLink, buildUser({ email: 'someone@example.com' }));
    const app = renderApp(JOIN);
    const user = userEvent.setup();

    expect(await screen.findByText(/This invitation is for ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByTestId('accept-invitation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(localStorage.getItem('intendedRoute')).toBe(JOIN);
  });

  it('says clearly when the invitation can no longer be used', async () => {
    mockFetch({
      [`GET /auth/workspaces/invitations/${TOKEN}`]: () =>
        json(200, { invitation: { ...invitation, status: 'cancelled' } }),
    });
    renderApp(JOIN);

    expect(await screen.findByText('This invitation was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('brings a new invitee back after email verification and straight into the workspace', async () => {
    const invitee = buildUser({ onboarding: { teamSize: null } });
    const network = mockFetch({
      ...publicLink,
      ...joinedHandlers(() => invitee),
      'POST /auth/verify-email/verification-token-0123': () =>
        json(200, buildSession(invitee, 'verified')),
    });
    const app = renderApp(JOIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    await act(() => app.router.navigate('/signup/verify/verification-token-0123'));

    await user.click(await screen.findByTestId('accept-invitation'));

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(network.calls('PUT /api/me/onboarding')).toHaveLength(0);
    expect(network.calls('POST /api/workspaces')).toHaveLength(0);
    expect(localStorage.getItem('intendedRoute')).toBeNull();
  });
});
