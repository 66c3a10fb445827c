import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browser-navigation';
import { buildSession, buildUser, storeSession } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=teamboard';
const STATE = 'state-from-the-server-0123456789';
const BINDING = 'binding-kept-by-this-tab-0123456789';
const BINDING_KEY = 'google-sign-in-binding';

afterEach(() => sessionStorage.clear());

function callbackPath(query: string): string {
  return `${GOOGLE_CALLBACK_PATH}?${query}`;
}

describe('Continue with Google', () => {
  it('is not offered when the server has no Google sign-in configured', async () => {
    const network = mockFetch({ 'GET /auth/providers': () => json(200, { google: false }) });
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(network.calls('GET /auth/providers')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('asks the server where to go and sends the browser to Google', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const network = mockFetch({
      'GET /auth/providers': () => json(200, { google: true }),
      'POST /auth/login/oauth/google/start': () =>
        json(200, { authorizationUrl: AUTHORIZATION_URL, binding: BINDING }),
    });
    renderApp('/login');

    const button = await screen.findByTestId('google-sign-in');
    expect(button).toHaveTextContent('Continue with Google');
    expect(screen.getByText('or')).toBeInTheDocument();
    await userEvent.setup().click(button);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(network.calls('POST /auth/login/oauth/google/start')[0]?.body).toEqual({});
    expect(sessionStorage.getItem(BINDING_KEY)).toBe(BINDING);
  });

  it('is offered on /signup too', async () => {
    mockFetch({ 'GET /auth/providers': () => json(200, { google: true }) });
    renderApp('/signup');

    expect(await screen.findByTestId('google-sign-in')).toHaveTextContent('Continue with Google');
  });
});

describe('Google callback', () => {
  it('spends the code once under StrictMode, stores the session and onboards', async () => {
    sessionStorage.setItem(BINDING_KEY, BINDING);
    const session = buildSession(buildUser({ onboarding: { teamSize: null } }), 'google');
    const network = mockFetch({ 'POST /auth/login/oauth/google': () => json(200, session) });
    const app = renderApp(callbackPath(`code=code-for-strict-mode&state=${STATE}`));

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    // Once, whatever else onboarding reads (the person's workspaces and invitations).
    expect(network.calls('POST /auth/login/oauth/google')).toHaveLength(1);
    expect(network.calls('POST /auth/login/oauth/google')[0]?.body).toEqual({
      code: 'code-for-strict-mode',
      state: STATE,
      binding: BINDING,
    });
    expect(localStorage.getItem('auth_token')).toBe('access-google');
  });

  it('shows an error and calls no server when Google reports one', async () => {
    const network = mockFetch({});
    renderApp(callbackPath(`error=access_denied&state=${STATE}`));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(network.requests).toHaveLength(0);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("shows the server's message when it refuses the code", async () => {
    sessionStorage.setItem(BINDING_KEY, BINDING);
    mockFetch({
      'POST /auth/login/oauth/google': () =>
        json(400, { message: 'Google sign-in failed. Please try again.', code: 'OAUTH_FAILED' }),
    });
    const app = renderApp(callbackPath(`code=refused-code&state=${STATE}`));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in failed. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(app.location()).toBe(callbackPath(`code=refused-code&state=${STATE}`));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('calls no server when this tab did not start the sign-in (a link from someone else)', async () => {
    const network = mockFetch({});
    renderApp(callbackPath(`code=code-of-someone-else&state=${STATE}`));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Google sign-in was not started in this tab. Please start it again here.',
    );
    expect(network.requests).toHaveLength(0);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('asks before replacing the session of another user signed in in this tab', async () => {
    const current = buildUser({
      _id: 'user-current',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    storeSession(buildSession(current, 'current'));
    sessionStorage.setItem(BINDING_KEY, BINDING);
    const next = buildSession(
      buildUser({ _id: 'user-next', name: 'Ada Lovelace', email: 'ada@example.com' }),
      'google',
    );
    mockFetch({
      'GET /api/me': () => json(200, { user: current }),
      'POST /auth/login/oauth/google': () => json(200, next),
    });
    const app = renderApp(callbackPath(`code=code-to-confirm&state=${STATE}`));

    expect(
      await screen.findByText(
        'You are signed in as Grace Hopper (grace@example.com). Continue as Ada Lovelace (ada@example.com)?',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('access-current');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue as Ada Lovelace' }));
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('access-google'));
    expect(app.location()).toBe('/dashboard');
  });
});
