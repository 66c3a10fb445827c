import { SESSION_EXPIRED_MESSAGE } from '@teamboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser, storeSession } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const unauthorized = () => json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });

describe('route guard', () => {
  it('sends a guest from a private route to /login and remembers the full path', async () => {
    mockFetch({});
    const app = renderApp('/account/security?tab=password');

    expect(await screen.findByRole('heading', { name: 'Log in to Teamboard' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem('intendedRoute')).toBe('/account/security?tab=password');
  });

  it('lets a guest open public routes and does not remember them', async () => {
    mockFetch({});
    const app = renderApp('/');

    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('intendedRoute')).toBeNull();
  });

  it('sends a signed-in user from /login to /workspaces once the stored session is confirmed', async () => {
    const session = buildSession();
    storeSession(session);
    const network = mockFetch({ 'GET /api/me': () => json(200, { user: session.user }) });
    const app = renderApp('/login');

    expect(await screen.findByText('You have no workspaces yet')).toBeInTheDocument();
    expect(app.location()).toBe('/workspaces');
    expect(network.calls('GET /api/me')[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('lets a signed-in user open an invitation link', async () => {
    const session = buildSession();
    storeSession(session);
    mockFetch({
      'GET /api/me': () => json(200, { user: session.user }),
      'GET /auth/workspaces/invitations/some-invitation-token': () =>
        json(404, { message: 'Invitation not found', code: 'NOT_FOUND' }),
    });
    const app = renderApp('/join/some-invitation-token');

    expect(
      await screen.findByRole('heading', { name: 'Invitation not found' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/join/some-invitation-token');
  });

  it('sends a signed-in user who is not onboarded to /onboarding', async () => {
    const session = buildSession(buildUser({ onboarding: { teamSize: null } }));
    storeSession(session);
    mockFetch({ 'GET /api/me': () => json(200, { user: session.user }) });
    const app = renderApp('/dashboard');

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
  });

  it('clears a stored session the server refuses at startup, remembering the route', async () => {
    storeSession(buildSession());
    const network = mockFetch({ 'GET /api/me': unauthorized, 'POST /auth/refresh': unauthorized });
    const app = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Log in to Teamboard' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(network.calls('POST /auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('intendedRoute')).toBe('/dashboard');
  });

  it('on an expired session mid-use, clears it, toasts and goes to /login remembering nothing', async () => {
    const session = buildSession();
    storeSession(session);
    let meCalls = 0;
    mockFetch({
      'GET /api/me': () => (++meCalls === 1 ? json(200, { user: session.user }) : unauthorized()),
      'PUT /api/me': unauthorized,
      'POST /auth/refresh': () => json(401, { message: 'Invalid token', code: 'INVALID_TOKEN' }),
    });
    const app = renderApp('/account/profile');
    const user = userEvent.setup();

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log in to Teamboard' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    for (const key of ['auth_token', 'refresh_token', 'user', 'intendedRoute']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('shows Page Not Found for an unmatched route', async () => {
    mockFetch({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
