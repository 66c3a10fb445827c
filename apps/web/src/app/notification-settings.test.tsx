import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationPreferences,
} from '@teamboard/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

afterEach(() => {
  toast.dismiss();
});

/** A promise the test settles, for an answer that comes when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Ada's preferences as the server keeps them: a PUT merges its types in. */
function preferencesServer(extra: Record<string, Handler> = {}) {
  let preferences: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const network = mockSignedIn({
    'GET /api/me/notification-preferences': () => json(200, { preferences }),
    'PUT /api/me/notification-preferences': ({ body }) => {
      const changes = (body as { preferences: Partial<NotificationPreferences> }).preferences;
      preferences = { ...preferences, ...changes };
      return json(200, { preferences });
    },
    ...extra,
  });
  return {
    network,
    unsubscribed: (type: keyof NotificationPreferences) => {
      preferences = { ...preferences, [type]: { ...preferences[type], email: false } };
    },
  };
}

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('notification settings', () => {
  it('lists every type with its channels, reachable from the account menu', async () => {
    preferencesServer();
    renderApp('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Notifications' }));

    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('switch', { name: 'Mentioned in a comment by email' });
    for (const type of NOTIFICATION_TYPES) {
      const label = NOTIFICATION_TYPE_LABELS[type];
      const defaults = DEFAULT_NOTIFICATION_PREFERENCES[type];
      expect(toggle(`${label} in the app`)).toHaveProperty('checked', defaults.inApp);
      expect(toggle(`${label} by email`)).toHaveProperty('checked', defaults.email);
    }
  });

  it('saves a change at once, showing it before the server answers', async () => {
    const answer = deferred<Response>();
    const { network } = preferencesServer({
      'PUT /api/me/notification-preferences': () => answer.promise,
    });
    renderApp('/account/notifications');
    const user = userEvent.setup();
    const email = await screen.findByRole('switch', { name: 'Added to a project by email' });
    expect(email).not.toBeChecked();

    await user.click(email);

    expect(email).toBeChecked();
    const [put] = network.calls('PUT /api/me/notification-preferences');
    expect(put?.body).toEqual({ preferences: { board_invite: { inApp: true, email: true } } });
    const saved = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      board_invite: { inApp: true, email: true },
    };
    await act(async () => {
      answer.resolve(json(200, { preferences: saved }));
      await answer.promise;
    });
    expect(email).toBeChecked();
  });

  it('puts a change back and says so when the server refuses it', async () => {
    preferencesServer({
      'PUT /api/me/notification-preferences': () =>
        json(500, { message: 'Internal server error', code: 'INTERNAL' }),
    });
    renderApp('/account/notifications');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const inApp = await screen.findByRole('switch', { name: 'A task is due in the app' });

    await user.click(inApp);

    expect(await screen.findByText('Failed to save notification settings')).toBeInTheDocument();
    expect(inApp).toBeChecked();
    expect(error).toHaveBeenCalledWith('Saving notification preferences failed', expect.anything());
  });
});
