import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type UIMatch } from 'react-router';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNotification } from '../test/notification-fixtures';
import { stopRealtime } from '../lib/realtime/socket-connection';
import { fakeSocketFactory, type FakeSocket } from '../test/fake-socket';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';
import { notificationToastsSuppressed } from './route-access';
import { routes } from './routes';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let sockets: ReturnType<typeof fakeSocketFactory>;
beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});
afterEach(() => {
  toast.dismiss();
  stopRealtime();
});

/** Whether the route table keeps notification toasts off `path`. */
function suppressedOn(path: string): boolean {
  const matches = (matchRoutes(routes, path) ?? []).map(
    ({ route, pathname, params }) =>
      ({
        id: route.id ?? '',
        pathname,
        params,
        loaderData: undefined,
        handle: route.handle,
      }) as UIMatch,
  );
  return notificationToastsSuppressed(matches);
}

/** The socket the app opened, accepted by the server, once it joined the notifications room. */
async function connect(): Promise<FakeSocket> {
  const socket = await waitFor(() => sockets.latest());
  act(() => socket.accept('sock-1'));
  await waitFor(() =>
    expect(socket.sent.map(({ event }) => event)).toContain('join-notifications'),
  );
  return socket;
}

describe('notification toasts', () => {
  it('are kept off the sign-up success page and the sign-in links, and only there', () => {
    expect(suppressedOn('/signup/success')).toBe(true);
    expect(suppressedOn('/signup/verify/some-token')).toBe(true);
    expect(suppressedOn(GOOGLE_CALLBACK_PATH)).toBe(true);
    for (const path of ['/dashboard', '/account/notifications', '/acme/projects', '/login'])
      expect(suppressedOn(path), path).toBe(false);
  });

  it('do not show over a verification link opened in a signed-in tab, and show again after', async () => {
    mockSignedIn({
      // The link is still being checked while the notification arrives.
      'POST /auth/verify-email/toast-check-token': () => new Promise<Response>(() => undefined),
    });
    const app = renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    const socket = await connect();

    await act(() => app.router.navigate('/signup/verify/toast-check-token'));
    expect(await screen.findByText('Verifying your email…')).toBeInTheDocument();
    act(() => socket.receive('notification', buildNotification({ title: 'Quietly counted' })));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Quietly counted')).not.toBeInTheDocument();

    await act(() => app.router.navigate('/dashboard'));
    await screen.findByText('Welcome, Ada');
    act(() =>
      socket.receive('notification', buildNotification({ _id: 'n-2', title: 'Shown now' })),
    );
    expect(await screen.findByText('Shown now')).toBeInTheDocument();
  });
});
