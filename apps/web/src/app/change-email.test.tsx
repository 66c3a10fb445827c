import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

const emailSection = () => screen.findByRole('region', { name: 'Email' });

describe('changing one’s email on the profile page', () => {
  it('sends the new address and password, then asks to check that inbox', async () => {
    const network = mockSignedIn({
      'PUT /api/me/email': () =>
        json(200, { message: 'We sent a confirmation link to ada@new.example.' }),
    });
    renderApp('/account/profile');
    const section = await emailSection();
    expect(within(section).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'Ada@New.example');
    await user.type(within(section).getByLabelText('Current password'), 'correct horse battery');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Check your inbox at ada@new.example: follow the link we sent within 24 hours to confirm it. Your email stays ada@example.com until then.',
    );
    expect(network.calls('PUT /api/me/email')[0]?.body).toEqual({
      email: 'ada@new.example',
      password: 'correct horse battery',
    });
    await user.click(within(section).getByRole('button', { name: 'Use another address' }));
    expect(within(section).getByLabelText('New email')).toHaveValue('');
  });

  it('asks an account without a password to sign in with Google again when its sign-in is old', async () => {
    const message =
      'Sign in with Google again to continue: this change needs a sign-in from the last 10 minutes.';
    mockSignedIn({
      'PUT /api/me/email': () => json(403, { message, code: 'RECENT_SIGN_IN_REQUIRED' }),
    });
    renderApp('/account/profile');
    const section = await emailSection();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'grace@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Sign in with Google again' }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByLabelText('New email')).toBeInTheDocument();
  });

  it('shows the server’s refusals on their fields', async () => {
    let answer = json(400, {
      message: 'Password is incorrect',
      code: 'INVALID_CREDENTIALS',
      details: [{ field: 'password', message: 'Password is incorrect' }],
    });
    mockSignedIn({ 'PUT /api/me/email': () => answer });
    renderApp('/account/profile');
    const section = await emailSection();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'grace@example.com');
    await user.type(within(section).getByLabelText('Current password'), 'wrong password');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText('Password is incorrect')).toBeInTheDocument();

    answer = json(409, {
      message: 'Email already registered',
      code: 'EMAIL_TAKEN',
      details: [{ field: 'email', message: 'Email already registered' }],
    });
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText('Email already registered')).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const network = mockSignedIn({});
    renderApp('/account/profile');
    const section = await emailSection();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('New email'), 'not an address');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(network.calls('PUT /api/me/email')).toHaveLength(0);
  });
});

describe('the confirmation link', () => {
  it('confirms once under StrictMode and shows the new address to a signed-in tab', async () => {
    const network = mockSignedIn({
      'POST /auth/confirm-email-change': () => json(200, { email: 'ada@new.example' }),
    });
    renderApp('/confirm-email/s3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tSYWRhQG5ldy5leGFtcGxl');

    expect(await screen.findByRole('heading', { name: 'Email changed' })).toBeInTheDocument();
    expect(screen.getByText(/Your Teamboard account now uses/)).toHaveTextContent(
      'Your Teamboard account now uses ada@new.example. Sign in with it from now on.',
    );
    const calls = network.calls('POST /auth/confirm-email-change');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      token: 's3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tSYWRhQG5ldy5leGFtcGxl',
    });
    expect(calls[0]?.headers.get('authorization')).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to your profile' }));
    const section = await emailSection();
    await waitFor(() => expect(within(section).getByText('ada@new.example')).toBeInTheDocument());
  });

  it('works signed out and shows a refused link’s reason', async () => {
    mockFetch({
      'POST /auth/confirm-email-change': () =>
        json(400, {
          message: 'Email change link is invalid or has expired',
          code: 'INVALID_TOKEN',
        }),
    });
    renderApp('/confirm-email/sp3ntSp3ntSp3ntSp3ntSp3ntSp3ntSp3ntSp3ntSpYWRhQG5ldy5leGFtcGxl');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email change link is invalid or has expired',
    );
  });
});
