import type { User } from '@teamboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../test/fixtures';
import { json, mockFetch, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { buildWorkspace, workspaceHandlers } from '../test/workspace-fixtures';

async function logIn(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function answerLoginWith(user: User, handlers: Record<string, Handler> = {}) {
  return mockFetch({
    'POST /auth/login': () => json(200, buildSession(user, 'fresh')),
    ...handlers,
  });
}

describe('login redirect', () => {
  it('sends an unverified user to /signup/success with the email and stores no session', async () => {
    const network = mockFetch({
      'POST /auth/login': () => json(200, { user: buildUser({ emailVerified: false }) }),
    });
    const app = renderApp('/login');

    await logIn();

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(app.location()).toBe('/signup/success?email=ada%40example.com');
    expect(network.calls('POST /auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a user who is not onboarded to /onboarding, keeping the intended route', async () => {
    localStorage.setItem('intendedRoute', '/account/security');
    answerLoginWith(buildUser({ onboarding: { teamSize: null } }));
    const app = renderApp('/login');

    await logIn();

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    expect(localStorage.getItem('auth_token')).toBe('access-fresh');
    expect(localStorage.getItem('intendedRoute')).toBe('/account/security');
  });

  it('uses the intended route when present and then forgets it', async () => {
    localStorage.setItem('intendedRoute', '/account/security?from=mail');
    answerLoginWith(buildUser());
    const app = renderApp('/login');

    await logIn();

    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(app.location()).toBe('/account/security?from=mail');
    expect(localStorage.getItem('intendedRoute')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-fresh');
  });

  it('lands on the last active workspace, else on /dashboard', async () => {
    const member = buildUser({ lastActiveWorkspaceURL: 'acme' });
    answerLoginWith(member, workspaceHandlers(buildWorkspace(), member));
    const first = renderApp('/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(first.location()).toBe('/acme/projects');
    first.unmount();

    localStorage.clear();
    answerLoginWith(buildUser());
    const second = renderApp('/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(second.location()).toBe('/dashboard');
  });

  it("shows the server's message when login is refused", async () => {
    mockFetch({
      'POST /auth/login': () =>
        json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });
    const app = renderApp('/login');

    await logIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(app.location()).toBe('/login');
  });

  it('shows field errors from the shared schema without calling the server', async () => {
    const network = mockFetch({});
    renderApp('/login');

    await logIn('not-an-email', 'x');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    // The page's own sign-in providers lookup is the only request: nothing was submitted.
    expect(network.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /auth/providers',
    ]);
  });
});
