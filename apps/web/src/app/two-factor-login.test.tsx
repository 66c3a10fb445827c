import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../test/fetch-mock';
import { buildSession, buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const CHALLENGE = 'password_challenge-token-0123456789';

afterEach(() => sessionStorage.clear());

/** A not-yet-onboarded user (they land on /onboarding) with two-factor sign-in on. */
function twoFactorServer(secondStep: Handler) {
  return mockFetch({
    'POST /auth/login': () => json(200, { twoFactorRequired: true, challenge: CHALLENGE }),
    'POST /auth/login/two-factor': secondStep,
  });
}

const signedIn: Handler = () =>
  json(200, buildSession(buildUser({ onboarding: { teamSize: null } }), 'fresh'));

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Two-factor sign-in' });
  return user;
}

describe('login with two-factor sign-in on', () => {
  it('asks for the code after the password, then signs in like before', async () => {
    const network = twoFactorServer(signedIn);
    const app = renderApp('/login');
    const user = await passwordStep();
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    expect(network.calls('POST /auth/login/two-factor')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
    expect(localStorage.getItem('auth_token')).toBe('access-fresh');
  });

  it('signs in with a recovery code instead', async () => {
    const network = twoFactorServer(signedIn);
    const app = renderApp('/login');
    const user = await passwordStep();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'K3X9P-M2Q7R');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    expect(network.calls('POST /auth/login/two-factor')[0]?.body).toEqual({
      challenge: CHALLENGE,
      recoveryCode: 'k3x9p-m2q7r',
    });
  });

  it('checks the code’s shape before sending, and shows the server’s refusal', async () => {
    const network = twoFactorServer(() =>
      json(401, { message: 'Invalid code', code: 'INVALID_CREDENTIALS' }),
    );
    const app = renderApp('/login');
    const user = await passwordStep();

    await user.type(screen.getByLabelText('Authentication code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(network.calls('POST /auth/login/two-factor')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('offers to log in again once the challenge has ended', async () => {
    twoFactorServer(() =>
      json(401, { message: 'Too many wrong codes. Please log in again.', code: 'INVALID_TOKEN' }),
    );
    renderApp('/login');
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Teamboard' })).toBeInTheDocument();
  });
});

describe('Google sign-in with two-factor sign-in on', () => {
  it('asks for the code after Google, then signs in', async () => {
    sessionStorage.setItem('google-sign-in-binding', 'binding-kept-by-this-tab-0123456789');
    const network = mockFetch({
      'POST /auth/login/oauth/google': () =>
        json(200, { twoFactorRequired: true, challenge: 'google_challenge-token-0123456789' }),
      'POST /auth/login/two-factor': signedIn,
    });
    const app = renderApp(`${GOOGLE_CALLBACK_PATH}?code=code-from-google&state=state-0123456789`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('How many people work in your team?')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
    expect(network.calls('POST /auth/login/oauth/google')).toHaveLength(1);
    expect(network.calls('POST /auth/login/two-factor')[0]?.body).toEqual({
      challenge: 'google_challenge-token-0123456789',
      code: '123456',
    });
  });
});
