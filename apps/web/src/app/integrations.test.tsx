import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import type { GoogleIntegration } from '@teamboard/shared/integrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browser-navigation';
import { json, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

const AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=teamboard';
const STATE = 'state-from-the-server-0123456789';
const BINDING = 'binding-kept-by-this-tab-0123456789';

afterEach(() => {
  toast.dismiss();
  sessionStorage.clear();
});

const NOT_LINKED: GoogleIntegration = {
  available: true,
  linked: false,
  email: null,
  canUnlink: false,
};
const LINKED: GoogleIntegration = {
  available: true,
  linked: true,
  email: 'ada.work@gmail.com',
  canUnlink: true,
};

/** The server's view of Ada's Google sign-in, changed by the handlers the test adds. */
function integrationsServer(google: GoogleIntegration, extra: Record<string, Handler> = {}) {
  return mockSignedIn({
    'GET /api/me/integrations': () => json(200, { google }),
    ...extra,
  });
}

const googleCard = async () => within(await screen.findByRole('region', { name: 'Google' }));

describe('/account/integrations', () => {
  it('is reachable from the settings menu and shows Google as not linked', async () => {
    integrationsServer(NOT_LINKED);
    renderApp('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Integrations' }));

    const card = await googleCard();
    expect(
      card.getByText('Not linked. Link your Google account to sign in with it.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Link Google account' })).toBeEnabled();
    expect(card.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });

  it('links through Google: the tab keeps the binding as a link and leaves for Google', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const network = integrationsServer(NOT_LINKED, {
      'POST /api/me/integrations/google/start': () =>
        json(200, { authorizationUrl: AUTHORIZATION_URL, binding: BINDING }),
    });
    sessionStorage.setItem('google-sign-in-binding', 'an-older-sign-in-binding-0123456789');
    renderApp('/account/integrations');

    await userEvent
      .setup()
      .click((await googleCard()).getByRole('button', { name: 'Link Google account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(network.calls('POST /api/me/integrations/google/start')).toHaveLength(1);
    expect(sessionStorage.getItem('google-link-binding')).toBe(BINDING);
    expect(sessionStorage.getItem('google-sign-in-binding')).toBeNull();
  });

  it('finishes a link on the Google callback and comes back with a toast', async () => {
    sessionStorage.setItem('google-link-binding', BINDING);
    const network = integrationsServer(NOT_LINKED, {
      'POST /api/me/integrations/google': () => json(200, { google: LINKED }),
    });
    const app = renderApp(`${GOOGLE_CALLBACK_PATH}?code=link-code&state=${STATE}`);

    expect(await screen.findByText('Google account linked')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/account/integrations'));
    expect(
      (await googleCard()).getByText('Linked to ada.work@gmail.com. You can sign in with Google.'),
    ).toBeInTheDocument();
    const linkCalls = network.calls('POST /api/me/integrations/google');
    expect(linkCalls).toHaveLength(1);
    expect(linkCalls[0]?.body).toEqual({ code: 'link-code', state: STATE, binding: BINDING });
    expect(network.calls('POST /auth/login/oauth/google')).toHaveLength(0);
  });

  it("says why a link was refused (the Google account is someone else's)", async () => {
    sessionStorage.setItem('google-link-binding', BINDING);
    integrationsServer(NOT_LINKED, {
      'POST /api/me/integrations/google': () =>
        json(409, {
          message: 'This Google account is already linked to another Teamboard account',
          code: 'CONFLICT',
        }),
    });
    const app = renderApp(`${GOOGLE_CALLBACK_PATH}?code=taken-code&state=${STATE}`);

    expect(
      await screen.findByText('This Google account is already linked to another Teamboard account'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/account/integrations'));
    expect(
      (await googleCard()).getByRole('button', { name: 'Link Google account' }),
    ).toBeInTheDocument();
  });

  it('unlinks after a confirmation', async () => {
    const network = integrationsServer(LINKED, {
      'DELETE /api/me/integrations/google': () => json(200, { google: NOT_LINKED }),
    });
    renderApp('/account/integrations');
    const user = userEvent.setup();
    const card = await googleCard();

    await user.click(card.getByRole('button', { name: 'Unlink' }));
    expect(card.getByText('Unlink your Google account?')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('Google account unlinked')).toBeInTheDocument();
    expect(
      await card.findByText('Not linked. Link your Google account to sign in with it.'),
    ).toBeInTheDocument();
    expect(network.calls('DELETE /api/me/integrations/google')).toHaveLength(1);
  });

  it('does not offer to unlink Google when it is the only way to sign in, and says why', async () => {
    const network = integrationsServer({ ...LINKED, email: null, canUnlink: false });
    renderApp('/account/integrations');
    const card = await googleCard();

    expect(card.getByText('Linked. You can sign in with Google.')).toBeInTheDocument();
    const unlink = card.getByRole('button', { name: 'Unlink' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(
      'Google is the only way you sign in to this account. To unlink it, set a password first: "Forgot password?" on the login page sends you a link.',
    );
    await userEvent.setup().click(unlink);
    expect(network.calls('DELETE /api/me/integrations/google')).toHaveLength(0);
  });

  it('says so when this server has no Google sign-in', async () => {
    integrationsServer({ ...NOT_LINKED, available: false });
    renderApp('/account/integrations');
    const card = await googleCard();

    expect(card.getByText('Google sign-in is not set up on this server.')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });
});
