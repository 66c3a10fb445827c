import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser, storeSession } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('email verification link', () => {
  it('spends the single-use token once under StrictMode, stores the session and onboards', async () => {
    const session = buildSession(buildUser({ onboarding: { teamSize: null } }), 'verified');
    const network = mockFetch({
      'POST /auth/verify-email/token-for-strict-mode-check': () => json(200, session),
    });
    const app = renderApp('/signup/verify/token-for-strict-mode-check');

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    // Once, whatever else onboarding reads (the person's workspaces and invitations).
    expect(network.calls('POST /auth/verify-email/token-for-strict-mode-check')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBe('access-verified');
  });

  it("shows the server's message when the link is refused", async () => {
    mockFetch({
      'POST /auth/verify-email/expired-verification-token': () =>
        json(400, {
          message: 'Verification link is invalid or has expired',
          code: 'INVALID_TOKEN',
        }),
    });
    renderApp('/signup/verify/expired-verification-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification link is invalid or has expired',
    );
    expect(screen.getByRole('link', { name: 'Send a new verification link' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('asks before a link for another account replaces the signed-in user, and can stay', async () => {
    const current = buildUser({
      _id: 'user-current',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    storeSession(buildSession(current, 'current'));
    const next = buildSession(
      buildUser({ _id: 'user-next', name: 'Mallory Attacker', email: 'mallory@example.com' }),
      'verified',
    );
    const network = mockFetch({
      'GET /api/me': () => json(200, { user: current }),
      'POST /auth/verify-email/token-of-another-account': () => json(200, next),
      'POST /auth/logout': () => json(200, { message: 'Logged out' }),
    });
    const app = renderApp('/signup/verify/token-of-another-account');

    expect(
      await screen.findByText(
        'You are signed in as Grace Hopper (grace@example.com). Continue as Mallory Attacker (mallory@example.com)?',
      ),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Stay signed in as Grace Hopper' }));

    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(localStorage.getItem('auth_token')).toBe('access-current');
    expect(network.calls('POST /auth/logout')[0]?.body).toEqual({
      refresh_token: 'refresh-verified',
    });
  });

  it('signs the same user in again without asking', async () => {
    const current = buildUser();
    storeSession(buildSession(current, 'current'));
    mockFetch({
      'GET /api/me': () => json(200, { user: current }),
      'POST /auth/verify-email/token-of-the-same-account': () =>
        json(200, buildSession(current, 'verified')),
    });
    const app = renderApp('/signup/verify/token-of-the-same-account');

    await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('access-verified'));
    expect(app.location()).toBe('/dashboard');
    expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
  });
});
