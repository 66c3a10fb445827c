import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { fakeSocketFactory, type FakeSocket } from '../../test/fake-socket';
import { json } from '../../test/fetch-mock';
import { fetchedUrls } from '../../test/fetched-urls';
import { badge, bell, openDashboard, openPanel } from '../../test/bell-scene';
import { buildNotification, pageOf } from '../../test/notification-fixtures';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let sockets: ReturnType<typeof fakeSocketFactory>;

beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});
// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
  stopRealtime();
});

/** The socket the app opened, accepted by the server; the rooms it joined. */
async function connect(): Promise<FakeSocket> {
  const socket = await waitFor(() => sockets.latest());
  act(() => socket.accept('sock-1'));
  await waitFor(() =>
    expect(socket.sent.map(({ event }) => event)).toContain('join-notifications'),
  );
  return socket;
}

describe('the notification bell', () => {
  it('shows the unread count from the server and lists the notifications', async () => {
    await openDashboard({
      1: pageOf(
        [
          buildNotification(),
          buildNotification({
            _id: 'n-2',
            type: 'timer_auto_stopped',
            title: 'Timer stopped',
            message: 'Stopped <img src=x onerror="alert(1)"><script>alert(2)</script>after 8h',
            sender: null,
            read: true,
          }),
          buildNotification({
            _id: 'n-3',
            type: 'checklist_item_due',
            title: 'Checklist item due soon',
            message:
              '<strong>Proofread</strong> (Copy review) on <strong>Write copy</strong> (WEB-1) is due within a day.',
            link: '/acme/projects/board-1?task=WEB-1',
            sender: null,
            read: true,
          }),
        ],
        { unread: 7, total: 9 },
      ),
    });

    await waitFor(() => expect(badge()).toHaveTextContent('7'));
    expect(bell()).toHaveAccessibleName('Notifications, 7 unread');

    const { panel } = await openPanel();
    const first = within(panel).getByTestId('notification-n-1');
    expect(first).toHaveAttribute('data-read', 'false');
    expect(first).toHaveTextContent('New task for you');
    expect(first).toHaveTextContent('Grace assigned you Write docs');
    expect(first).toHaveTextContent('Grace Hopper');
    expect(first).toHaveTextContent('5m ago');
    expect(within(first).getByText('Grace').tagName).toBe('B');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(first).toHaveTextContent('View Task');

    const second = within(panel).getByTestId('notification-n-2');
    expect(second).toHaveAttribute('data-read', 'true');
    expect(second).toHaveTextContent('Stopped after 8h');
    expect(second.querySelector('img, script, [onerror]')).toBeNull();
    expect(second).toHaveTextContent('View Notification');

    const reminder = within(panel).getByTestId('notification-n-3');
    expect(reminder).toHaveTextContent('Checklist item due soon');
    expect(reminder).toHaveTextContent(
      'Proofread (Copy review) on Write copy (WEB-1) is due within a day.',
    );
    expect(reminder).toHaveTextContent('View Task');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks a notification read when it is clicked, and opens its link', async () => {
    const { network, app } = await openDashboard(
      { 1: pageOf([buildNotification()]) },
      {
        'POST /api/notifications/n-1/mark-read': () =>
          json(200, { notification: buildNotification({ read: true }) }),
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByTestId('notification-n-1'));

    await waitFor(() => expect(app.location()).toBe('/dashboard?task=t-1'));
    expect(network.calls('POST /api/notifications/n-1/mark-read')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('says so when marking read fails, and counts again from the server', async () => {
    let served = 0;
    const { network } = await openDashboard(
      {},
      {
        'GET /api/notifications': () => {
          served += 1;
          return json(200, pageOf([buildNotification()]));
        },
        'POST /api/notifications/n-1/mark-read': () =>
          json(500, { message: 'Internal server error', code: 'INTERNAL' }),
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByTestId('notification-n-1'));

    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Marking a notification read failed', expect.anything());
    expect(network.calls('POST /api/notifications/n-1/mark-read')).toHaveLength(1);
    await waitFor(() => expect(served).toBe(2));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('marks all as read', async () => {
    const { network } = await openDashboard(
      {
        1: pageOf([buildNotification(), buildNotification({ _id: 'n-2' })], {
          unread: 30,
          total: 30,
          totalPages: 2,
        }),
      },
      { 'POST /api/notifications/mark-all-read': () => json(200, { updated: 30 }) },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('30'));

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(network.calls('POST /api/notifications/mark-all-read')).toHaveLength(1);
    expect(within(panel).getByTestId('notification-n-1')).toHaveAttribute('data-read', 'true');
    expect(within(panel).getByTestId('notification-n-2')).toHaveAttribute('data-read', 'true');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads the next page on "Load more" (where nothing watches the scrolling)', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      buildNotification({ _id: `n-${index}`, title: `Notification ${index}` }),
    );
    await openDashboard({
      1: pageOf(first, { total: 21, unread: 21, totalPages: 2 }),
      2: pageOf([buildNotification({ _id: 'n-20', title: 'The oldest' })], {
        total: 21,
        unread: 21,
        page: 2,
        totalPages: 2,
      }),
    });
    await waitFor(() => expect(badge()).toHaveTextContent('21'));

    const { user, panel } = await openPanel();
    // (Counted directly: role queries over many elements are slow in jsdom.)
    expect(panel.querySelectorAll('li')).toHaveLength(20);
    await user.click(within(panel).getByText('Load more'));

    expect(await within(panel).findByText('The oldest')).toBeInTheDocument();
    expect(panel.querySelectorAll('li')).toHaveLength(21);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchedUrls()).toContain('/api/notifications?page=2');
  });
});

describe('live notifications', () => {
  it('joins the notifications room, then toasts an arriving notification and counts it', async () => {
    const { network, app } = await openDashboard(
      { 1: pageOf([buildNotification({ _id: 'n-0', title: 'Older' })]) },
      {
        'POST /api/notifications/n-9/mark-read': () =>
          json(200, { notification: buildNotification({ _id: 'n-9', read: true }) }),
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const socket = await connect();

    act(() =>
      socket.receive(
        'notification',
        buildNotification({
          _id: 'n-9',
          title: 'Priority changed',
          type: 'task_priority_changed',
          message: '<strong>Grace</strong> made <em>Write docs</em> urgent',
          link: '/dashboard?task=t-9',
        }),
      ),
    );

    const title = await screen.findByText('Priority changed');
    const toastElement = title.closest('[data-sonner-toast]');
    if (!(toastElement instanceof HTMLElement)) throw new Error('no toast');
    expect(toastElement).toHaveTextContent('Grace made Write docs urgent');
    expect(toastElement.style.width).toBe('400px');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    const { user, panel } = await openPanel();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.dataset.testid)
        .filter(Boolean),
    ).toEqual(['notification-n-9', 'notification-n-0']);
    await user.keyboard('{Escape}');

    // A plain click: sonner's pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(within(toastElement).getByRole('button', { name: 'View Task' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard?task=t-9'));
    expect(network.calls('POST /api/notifications/n-9/mark-read')).toHaveLength(1);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('ignores a malformed notification', async () => {
    await openDashboard({ 1: pageOf([buildNotification()]) });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const socket = await connect();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    act(() => socket.receive('notification', { title: 'No id' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Unexpected notification', expect.anything()),
    );
    expect(screen.queryByText('No id')).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent('1');
  });
});
