import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

afterEach(() => {
  toast.dismiss();
});

/** /account/security's server, with the account deletion answered by `remove`. */
function securityServer(remove: Handler) {
  return mockSignedIn({
    'GET /api/me/two-factor': () =>
      json(200, { enabled: false, passwordRequired: true, enabledAt: null, recoveryCodesLeft: 0 }),
    'GET /api/me/sessions': () => json(200, { sessions: [] }),
    'DELETE /api/me': remove,
    'POST /auth/logout': () => json(200, { message: 'Logged out' }),
  });
}

async function deleteWith(password: string) {
  const section = await screen.findByRole('region', { name: 'Delete account' });
  const user = userEvent.setup();
  await user.type(within(section).getByLabelText('Your password'), password);
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return section;
}

describe('delete account', () => {
  it('explains what happens, then deletes with the password, signs out and lands on /login', async () => {
    const network = securityServer(() => json(200, { message: 'Your account was deleted' }));
    const app = renderApp('/account/security');
    const section = await screen.findByRole('region', { name: 'Delete account' });
    expect(section).toHaveTextContent('Workspaces you own alone are deleted with your account');
    expect(section).toHaveTextContent('“Deleted user”');

    await deleteWith('correct horse battery');

    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    await expect.poll(() => app.location()).toBe('/login');
    expect(network.calls('DELETE /api/me')[0]?.body).toEqual({
      password: 'correct horse battery',
    });
    expect(network.calls('POST /auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows a wrong password on the field and stays', async () => {
    securityServer(() =>
      json(400, {
        message: 'Password is incorrect',
        code: 'INVALID_CREDENTIALS',
        details: [{ field: 'password', message: 'Password is incorrect' }],
      }),
    );
    const app = renderApp('/account/security');
    const section = await deleteWith('wrong');
    expect(await within(section).findByText('Password is incorrect')).toBeInTheDocument();
    expect(app.location()).toBe('/account/security');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('links to each workspace whose ownership must be transferred first', async () => {
    securityServer(() =>
      json(409, {
        message: 'Transfer ownership of Acme, Globex first: you own them with other members.',
        code: 'CONFLICT',
        details: {
          workspaces: [
            { _id: 'ws-1', name: 'Acme', url: 'acme' },
            { _id: 'ws-2', name: 'Globex', url: 'globex' },
          ],
        },
      }),
    );
    const app = renderApp('/account/security');
    const section = await deleteWith('correct horse battery');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Transfer ownership of Acme, Globex first');
    expect(within(alert).getByRole('link', { name: 'Transfer ownership of Acme' })).toHaveAttribute(
      'href',
      '/acme/settings/general',
    );
    expect(
      within(alert).getByRole('link', { name: 'Transfer ownership of Globex' }),
    ).toHaveAttribute('href', '/globex/settings/general');
    expect(app.location()).toBe('/account/security');
  });
});
