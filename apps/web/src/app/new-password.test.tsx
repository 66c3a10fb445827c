import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, storeSession } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

async function chooseNewPassword(password: string, confirmation: string, submit: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('new password and its confirmation', () => {
  it('refuses a mismatched confirmation when resetting, without calling the server', async () => {
    const network = mockFetch({});
    renderApp('/reset-password/reset-token-0123456789abcdef');

    await chooseNewPassword('a fresh password 42', 'a fresh password 43', 'Reset password');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests).toHaveLength(0);
  });

  it('refuses a mismatched confirmation when changing, then sends the passwords without it', async () => {
    const session = buildSession();
    storeSession(session);
    const network = mockFetch({
      'GET /api/me': () => json(200, { user: session.user }),
      'PUT /api/me/password': () => json(200, buildSession(session.user, 'changed')),
    });
    renderApp('/account/security');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'correct horse');

    await chooseNewPassword('a fresh password 42', 'typo', 'Change password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(network.calls('PUT /api/me/password')).toHaveLength(0);

    const confirmation = screen.getByLabelText('Confirm new password');
    await user.clear(confirmation);
    await user.type(confirmation, 'a fresh password 42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Password changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(network.calls('PUT /api/me/password')[0]?.body).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'a fresh password 42',
      revokeApiKeys: false,
    });
  });
});

describe('revoking API keys with a new password', () => {
  const revokeBox = () => screen.getByRole('checkbox', { name: 'Also revoke my API keys' });

  it('is ticked on the reset page, explained, and sent; leaving it ticked says the keys went', async () => {
    const network = mockFetch({
      'POST /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset. You can now log in.' }),
    });
    renderApp('/reset-password/reset-token-0123456789abcdef');

    await screen.findByLabelText('New password');
    expect(revokeBox()).toBeChecked();
    expect(revokeBox()).toHaveAccessibleDescription(/A new password does not stop your API keys/);
    await chooseNewPassword('a fresh password 42', 'a fresh password 42', 'Reset password');

    expect(
      await screen.findByText(/Your password has been reset and your API keys were revoked/),
    ).toBeInTheDocument();
    expect(network.calls('POST /auth/reset-password')[0]?.body).toEqual({
      token: 'reset-token-0123456789abcdef',
      newPassword: 'a fresh password 42',
      revokeApiKeys: true,
    });
  });

  it('can be unticked on the reset page', async () => {
    const network = mockFetch({
      'POST /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset. You can now log in.' }),
    });
    renderApp('/reset-password/reset-token-0123456789abcdef');

    await userEvent.setup().click(await screen.findByRole('checkbox', { name: /API keys/ }));
    await chooseNewPassword('a fresh password 42', 'a fresh password 42', 'Reset password');

    expect(await screen.findByText(/Your password has been reset\./)).toBeInTheDocument();
    expect(network.calls('POST /auth/reset-password')[0]?.body).toMatchObject({
      revokeApiKeys: false,
    });
  });

  it('is offered, unticked, when changing the password', async () => {
    const session = buildSession();
    storeSession(session);
    const network = mockFetch({
      'GET /api/me': () => json(200, { user: session.user }),
      'PUT /api/me/password': () => json(200, buildSession(session.user, 'changed')),
    });
    renderApp('/account/security');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'correct horse');
    expect(revokeBox()).not.toBeChecked();
    await user.click(revokeBox());

    await chooseNewPassword('a fresh password 42', 'a fresh password 42', 'Change password');
    expect(
      await screen.findByText(
        'Password changed. Your other sessions were signed out and your API keys revoked.',
      ),
    ).toBeInTheDocument();
    expect(network.calls('PUT /api/me/password')[0]?.body).toMatchObject({ revokeApiKeys: true });
  });
});
