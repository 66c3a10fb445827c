import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { fetchedUrls } from '../../test/fetched-urls';
import { badge, openDashboard, openPanel } from '../../test/bell-scene';
import { buildNotification, pageOf } from '../../test/notification-fixtures';

afterEach(() => {
  toast.dismiss();
});

/** Stands in for the browser's IntersectionObserver; `reveal` scrolls what it watches into view. */
function watchScrolling() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    reveal(element: Element) {
      for (const { callback, targets } of observers) {
        if (!targets.includes(element)) continue;
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        act(() => callback([entry], {} as IntersectionObserver));
      }
    },
  };
}

/** A promise the test settles, for an answer that comes when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const twenty = Array.from({ length: 20 }, (_, index) =>
  buildNotification({
    _id: `n-${index}`,
    title: `Notification ${index}`,
    createdAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
  }),
);

describe('the notification panel', () => {
  it('loads the next page when the end of the list scrolls into view', async () => {
    const scrolling = watchScrolling();
    await openDashboard({
      1: pageOf(twenty, { total: 21, unread: 21, totalPages: 2 }),
      2: pageOf([buildNotification({ _id: 'n-20', title: 'The oldest' })], {
        total: 21,
        unread: 21,
        page: 2,
        totalPages: 2,
      }),
    });
    await waitFor(() => expect(badge()).toHaveTextContent('21'));

    const { panel } = await openPanel();
    expect(panel.querySelectorAll('li')).toHaveLength(20);
    scrolling.reveal(within(panel).getByRole('button', { name: 'Load more' }));

    expect(await within(panel).findByText('The oldest')).toBeInTheDocument();
    expect(panel.querySelectorAll('li')).toHaveLength(21);
    expect(fetchedUrls()).toContain('/api/notifications?page=2');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('deletes a notification at once, and puts it back in its place when the server refuses', async () => {
    const answer = deferred<Response>();
    const { network } = await openDashboard(
      { 1: pageOf(twenty.slice(0, 3)) },
      { 'DELETE /api/notifications/n-1': () => answer.promise },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Delete "Notification 1"' }));

    expect(within(panel).queryByTestId('notification-n-1')).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent('2');
    expect(network.calls('DELETE /api/notifications/n-1')).toHaveLength(1);

    answer.resolve(json(500, { message: 'Internal server error', code: 'INTERNAL' }));

    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Deleting a notification failed', expect.anything());
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(
      [...panel.querySelectorAll('[data-testid^="notification-n-"]')].map(
        (row) => (row as HTMLElement).dataset.testid,
      ),
    ).toEqual(['notification-n-0', 'notification-n-1', 'notification-n-2']);
  });

  it('keeps a deleted notification out once the server has removed it (or it was gone already)', async () => {
    let held = twenty.slice(0, 2);
    await openDashboard(
      {},
      {
        'GET /api/notifications': () => json(200, pageOf(held)),
        'DELETE /api/notifications/n-0': () => {
          held = held.filter((each) => each._id !== 'n-0');
          return json(200, { message: 'Notification deleted' });
        },
        'DELETE /api/notifications/n-1': () => {
          held = held.filter((each) => each._id !== 'n-1');
          return json(404, { message: 'Notification not found', code: 'NOT_FOUND' });
        },
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Delete "Notification 0"' }));
    await user.click(within(panel).getByRole('button', { name: 'Delete "Notification 1"' }));

    expect(await within(panel).findByText('No notifications yet.')).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to delete notification')).not.toBeInTheDocument();
  });

  it('fetches the loaded pages again after a delete, so the next page skips nothing', async () => {
    let held = [...twenty, buildNotification({ _id: 'n-20', title: 'The oldest' })];
    const pageAt = (page: number) =>
      pageOf(held.slice((page - 1) * 20, page * 20), {
        total: held.length,
        unread: held.length,
        page,
        totalPages: Math.ceil(held.length / 20),
      });
    await openDashboard(
      {},
      {
        'GET /api/notifications': (request) => json(200, pageAt(Number(request.query.get('page')))),
        'DELETE /api/notifications/n-3': () => {
          held = held.filter((each) => each._id !== 'n-3');
          return json(200, { message: 'Notification deleted' });
        },
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('21'));

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Delete "Notification 3"' }));

    // Page 1 again: the oldest moved up into it, and nothing is left to load.
    expect(await within(panel).findByText('The oldest')).toBeInTheDocument();
    expect(panel.querySelectorAll('li')).toHaveLength(20);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
  });

  it('marks one notification read without opening it', async () => {
    const { network, app } = await openDashboard(
      { 1: pageOf(twenty.slice(0, 2)) },
      {
        'POST /api/notifications/n-0/mark-read': () =>
          json(200, { notification: { ...twenty[0], read: true } }),
      },
    );
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark "Notification 0" as read' }));

    expect(within(panel).getByTestId('notification-n-0')).toHaveAttribute('data-read', 'true');
    expect(badge()).toHaveTextContent('1');
    expect(
      within(panel).queryByRole('button', { name: 'Mark "Notification 0" as read' }),
    ).not.toBeInTheDocument();
    expect(network.calls('POST /api/notifications/n-0/mark-read')).toHaveLength(1);
    expect(app.location()).toBe('/dashboard');
  });
});
