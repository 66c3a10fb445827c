import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../test/fixtures';
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
    expect(network.requests).toHaveLength(1);
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
});
