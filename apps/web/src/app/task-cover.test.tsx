import type { Attachment, BoardRole, Task, WorkspaceRole } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedRequest } from '../test/fetch-mock';
import { stubObjectUrls } from '../test/file-transfer';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const ada = { _id: 'user-1', name: 'Ada Lovelace', username: 'ada', avatar: null };
/** Attachments have uuids: a cover names one by its thumbnail's path. */
const PHOTO_ID = '0b6f3c1e-4d2a-4c8e-9f10-2a3b4c5d6e7f';
const COVER = `/api/attachments/${PHOTO_ID}/thumbnail`;

afterEach(() => {
  toast.dismiss();
});

const photo: Attachment = {
  _id: PHOTO_ID,
  taskId: 't-1',
  name: 'photo.png',
  size: 2048,
  mimeType: 'image/png',
  uploadedBy: ada,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  url: `/api/attachments/${PHOTO_ID}/download`,
  thumbnailUrl: COVER,
};
const notes: Attachment = {
  ...photo,
  _id: 'a-2',
  name: 'notes.txt',
  mimeType: 'text/plain',
  url: '/api/attachments/a-2/download',
  thumbnailUrl: null,
};

const thumbnail = () => new Response('webp bytes', { headers: { 'Content-Type': 'image/webp' } });

/** The task's board with covers shown on cards, its panel open when `open`. */
function openCovered(
  task: Task,
  {
    open = true,
    roles,
  }: { open?: boolean; roles?: { workspace: WorkspaceRole; board: BoardRole | null } } = {},
) {
  const saved = { current: task };
  const view = openTaskBoard(
    [task],
    {
      'GET /api/tasks/t-1/attachments': () => json(200, { attachments: [photo, notes] }),
      [`GET ${COVER}`]: thumbnail,
      'PUT /api/tasks/t-1': ({ body }: RecordedRequest) => {
        saved.current = { ...saved.current, ...(body as Partial<Task>) };
        return json(200, { task: saved.current });
      },
      [`DELETE /api/attachments/${PHOTO_ID}`]: () => new Response(null, { status: 204 }),
    },
    {
      path: open ? '/acme/projects/board-1?task=WEB-1' : '/acme/projects/board-1',
      properties: ['title', 'cover'],
      ...(roles && { roles }),
    },
  );
  return view;
}

/** The image a cover box shows (decorative: alt ""), or null while it has none. */
const coverImage = (within_: HTMLElement) =>
  within(within_).queryByTestId('task-cover')?.querySelector('img')?.getAttribute('src') ?? null;
const card = () => screen.getByTestId('task-card-t-1');

describe('a cover from an image attachment', () => {
  it('shows on the card and in the panel, fetched once with the token and freed with the cache', async () => {
    const urls = stubObjectUrls();
    const { network, queryClient } = openCovered(buildTask({ _id: 't-1', cover: COVER }));
    const panel = await screen.findByTestId('task-panel');

    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));
    await waitFor(() => expect(coverImage(panel)).toBe('blob:1'));
    const row = await within(panel).findByRole('img', { name: 'Thumbnail of photo.png' });
    expect(row).toHaveAttribute('src', 'blob:1');
    const fetched = network.calls(`GET ${COVER}`);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    act(() => queryClient.clear());
    expect(urls.revoked).toEqual(['blob:1']);
  });

  it('is fetched only once its card comes near the viewport', async () => {
    stubObjectUrls();
    const watched: { callback: IntersectionObserverCallback; target: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          watched.push({ callback: this.callback, target });
        }
        disconnect() {}
      },
    );
    const { network } = openCovered(buildTask({ _id: 't-1', cover: COVER }), { open: false });
    await waitFor(() => expect(watched).toHaveLength(1));
    expect(network.calls(`GET ${COVER}`)).toHaveLength(0);
    expect(coverImage(card())).toBeNull();

    act(() => {
      for (const { callback, target } of watched) {
        const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    });
    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));
    expect(network.calls(`GET ${COVER}`)).toHaveLength(1);
  });

  it('is made and removed from the files list; other files and addresses have no such button', async () => {
    stubObjectUrls();
    const { network } = openCovered(buildTask({ _id: 't-1' }));
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    await within(panel).findByRole('list', { name: 'Files' });
    expect(within(panel).queryByRole('button', { name: 'Make notes.txt the cover' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Make photo.png the cover' }));
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ cover: COVER });
    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));
    const row = within(panel).getAllByTestId('attachment')[0]!;
    expect(within(row).getByText('Cover')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Remove photo.png as the cover' }));
    expect(network.calls('PUT /api/tasks/t-1')[1]?.body).toEqual({ cover: null });
    await waitFor(() => expect(within(card()).queryByTestId('task-cover')).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Make photo.png the cover' })).toBeVisible();
  });

  it('cannot be changed by someone who may not edit the task, who still sees it', async () => {
    stubObjectUrls();
    openCovered(buildTask({ _id: 't-1', cover: COVER }), {
      roles: { workspace: 'guest', board: null },
    });
    const panel = await screen.findByTestId('task-panel');
    await within(panel).findByRole('list', { name: 'Files' });
    expect(within(panel).queryByRole('button', { name: /cover/ })).toBeNull();
    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));
  });

  it('goes with its image when that is deleted, and comes back with Undo', async () => {
    stubObjectUrls();
    const { network } = openCovered(buildTask({ _id: 't-1', cover: COVER }));
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));

    await user.click(await within(panel).findByRole('button', { name: 'Delete photo.png' }));
    expect(within(card()).queryByTestId('task-cover')).toBeNull();
    expect(within(panel).queryByTestId('task-cover')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(coverImage(card())).toBe('blob:1'));

    await user.click(within(panel).getByRole('button', { name: 'Delete photo.png' }));
    act(() => {
      toast.dismiss();
    });
    await waitFor(() =>
      expect(network.calls(`DELETE /api/attachments/${PHOTO_ID}`)).toHaveLength(1),
    );
    expect(within(card()).queryByTestId('task-cover')).toBeNull();
  });

  it('an image address shows as it is, with no fetch of its own', async () => {
    const address = 'https://cdn.example.com/cover.png';
    const { network } = openCovered(buildTask({ _id: 't-1', cover: address }), { open: false });
    await waitFor(() =>
      expect(within(card()).getByTestId('task-cover')).toHaveAttribute('src', address),
    );
    expect(network.requests.some((request) => request.path.startsWith('/api/attachments'))).toBe(
      false,
    );
  });
});
