import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@teamboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

// Each test its own token: a link is followed once per page load (module), like a real tab.
const linkTo = (token: string) => `/account/notifications?unsubscribe=mention&token=${token}`;

/** The server's side of the link: `token` stops the mention emails, anything else is refused. */
function unsubscribeHandler(token: string, onUnsubscribed = () => undefined): Handler {
  return ({ body }) => {
    if ((body as { token: string }).token !== token)
      return json(400, { message: 'The unsubscribe link is invalid', code: 'BAD_REQUEST' });
    onUnsubscribed();
    return json(200, { type: 'mention', message: 'Unsubscribed' });
  };
}

describe("an email's unsubscribe link", () => {
  it('works signed out: the guest sees the outcome on a public page, not the login page', async () => {
    const network = mockFetch({
      'POST /api/notifications/unsubscribe': unsubscribeHandler('guest-token'),
    });
    const app = renderApp(linkTo('guest-token'));

    expect(
      await screen.findByText('You will no longer get emails about: Mentioned in a comment'),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/notifications/unsubscribe?unsubscribe=mention&token=guest-token');
    const [call] = network.calls('POST /api/notifications/unsubscribe');
    expect(call?.body).toEqual({ token: 'guest-token' });
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(network.calls('POST /api/notifications/unsubscribe')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
  });

  it("shows the server's refusal of a bad link", async () => {
    mockFetch({ 'POST /api/notifications/unsubscribe': unsubscribeHandler('another-token') });
    renderApp(linkTo('forged-token'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The unsubscribe link is invalid');
  });

  it('still sends a guest without a link to the login page', async () => {
    mockFetch({});
    const app = renderApp('/account/notifications');
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('signed in, follows the link on the settings page, whose email switch is then off', async () => {
    let preferences: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    const network = mockSignedIn({
      'GET /api/me/notification-preferences': () => json(200, { preferences }),
      'POST /api/notifications/unsubscribe': unsubscribeHandler('member-token', () => {
        preferences = { ...preferences, mention: { inApp: true, email: false } };
      }),
    });
    const app = renderApp(linkTo('member-token'));

    expect(
      await screen.findByText('You will no longer get emails about: Mentioned in a comment'),
    ).toBeInTheDocument();
    expect(app.location()).toBe(linkTo('member-token'));
    const email = await screen.findByRole('switch', { name: 'Mentioned in a comment by email' });
    await waitFor(() => expect(email).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Mentioned in a comment in the app' })).toBeChecked();
    expect(network.calls('POST /api/notifications/unsubscribe')).toHaveLength(1);
  });
});
