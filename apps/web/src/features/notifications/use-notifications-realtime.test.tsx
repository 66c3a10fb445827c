import type { Notification } from '@teamboard/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { type FakeSocket } from '../../test/fake-socket';
import { signInWithFakeSocket } from '../../test/realtime-session';
import { buildUser } from '../../test/fixtures';
import { boardsQueryKey } from '../boards/api/get-boards';
import { membersQueryKey } from '../members/api/get-members';
import { notificationsQueryKey, type NotificationsData } from './api/get-notifications';
import { loadedNotifications, unreadCount } from './api/notifications-cache';
import { useNotificationsRealtime } from './use-notifications-realtime';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const user = buildUser();
let socket: FakeSocket;
let queryClient: QueryClient;

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    type: 'workspace_invite',
    title: 'Join Acme',
    message: 'Grace invited you to <b>Acme</b>',
    link: '/join/abc',
    sender: null,
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

beforeEach(async () => {
  queryClient = createQueryClient();
  socket = await signInWithFakeSocket(user);
  queryClient.setQueryData<NotificationsData>(notificationsQueryKey(user._id), {
    pages: [
      {
        notifications: [notification({ _id: 'n-0', title: 'Older', read: true })],
        meta: { total: 1, unread: 0, page: 1, limit: 20, totalPages: 1 },
        nextCursor: null,
      },
    ],
    pageParams: [1],
  });
});
afterEach(() => {
  toast.dismiss();
  stopRealtime();
  queryClient.clear();
});

function renderLive(suppressToasts: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  return renderHook(({ suppress }: { suppress: boolean }) => useNotificationsRealtime(suppress), {
    wrapper,
    initialProps: { suppress: suppressToasts },
  });
}

/** Lets the acknowledgement (a resolved promise) and what follows it run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const cached = () => queryClient.getQueryData<NotificationsData>(notificationsQueryKey(user._id));
const joins = () => socket.sent.filter(({ event }) => event === 'join-notifications');

describe('useNotificationsRealtime', () => {
  it('joins the room once connected, and again after a reconnect, refetching what was missed', async () => {
    renderLive(false);
    expect(joins()).toEqual([]);

    act(() => socket.accept('sock-1'));
    await settle();
    expect(joins()).toHaveLength(1);
    expect(queryClient.getQueryState(notificationsQueryKey(user._id))?.isInvalidated).toBe(false);

    act(() => socket.dropTransport());
    act(() => socket.accept('sock-2'));
    await settle();
    expect(joins()).toHaveLength(2);
    expect(queryClient.getQueryState(notificationsQueryKey(user._id))?.isInvalidated).toBe(true);
  });

  it('puts an arriving notification first and counts it, without a toast where suppressed', async () => {
    const view = renderLive(true);
    act(() => socket.accept('sock-1'));
    await settle();

    act(() => socket.receive('notification', notification()));
    await settle();
    expect(loadedNotifications(cached()).map((each) => each._id)).toEqual(['n-1', 'n-0']);
    expect(unreadCount(cached())).toBe(1);
    expect(cached()?.pages[0]?.meta.total).toBe(2);
    expect(screen.queryByText('Join Acme')).not.toBeInTheDocument();

    // The same notification twice (two tabs' echoes) counts once.
    act(() => socket.receive('notification', notification()));
    await settle();
    expect(unreadCount(cached())).toBe(1);

    view.rerender({ suppress: false });
    act(() => socket.receive('notification', notification({ _id: 'n-2', title: 'Join Beta' })));
    expect(await screen.findByText('Join Beta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Workspace' })).toBeInTheDocument();
    expect(unreadCount(cached())).toBe(2);
  });

  it('refreshes the boards on a board invitation and the members on an accepted invitation', async () => {
    queryClient.setQueryData(boardsQueryKey('ws-1', 'active'), { boards: [] });
    queryClient.setQueryData(membersQueryKey('ws-1'), { members: {} });
    renderLive(true);
    act(() => socket.accept('sock-1'));
    await settle();
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    act(() => socket.receive('notification', notification({ type: 'board_invite' })));
    await settle();
    expect(invalidated(boardsQueryKey('ws-1', 'active'))).toBe(true);
    expect(invalidated(membersQueryKey('ws-1'))).toBe(false);

    act(() =>
      socket.receive('notification', notification({ _id: 'n-2', type: 'invitation_accepted' })),
    );
    await settle();
    expect(invalidated(membersQueryKey('ws-1'))).toBe(true);
  });
});
