import type { Attachment } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, type Handler } from '../test/fetch-mock';
import { stubObjectUrls } from '../test/file-transfer';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const task = buildTask({ _id: 't-1', taskId: 'WEB-1', attachmentCount: 3 });

function attachment(id: string, name: string, image: boolean): Attachment {
  return {
    _id: id,
    taskId: 't-1',
    name,
    size: 2048,
    mimeType: image ? 'image/png' : 'text/plain',
    uploadedBy: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    url: `/api/attachments/${id}/download`,
    thumbnailUrl: image ? `/api/attachments/${id}/thumbnail` : null,
  };
}

// The viewer loads on first use: loaded here first, so a test does not wait for its transform.
beforeAll(async () => {
  await import('../features/attachments/components/image-lightbox');
});

const sketch = attachment('a-1', 'sketch.png', true);
const notes = attachment('a-2', 'notes.txt', false);
const photo = attachment('a-3', 'photo.png', true);

/** Each file's bytes, thumbnail and whole, answered as the server would (with the token). */
function fileHandlers(attachments: Attachment[]): Record<string, Handler> {
  const bytes = () => new Response('image bytes', { headers: { 'Content-Type': 'image/png' } });
  const urls = attachments.flatMap((each) => [each.url, each.thumbnailUrl ?? []].flat());
  return Object.fromEntries(urls.map((url) => [`GET ${url}`, bytes]));
}

function openFiles(attachments: Attachment[]) {
  stubObjectUrls();
  return openTaskBoard(
    [task],
    {
      'GET /api/tasks/t-1/attachments': () => json(200, { attachments }),
      ...fileHandlers(attachments),
    },
    { path: '/acme/projects/board-1?task=WEB-1' },
  );
}

/** The image the viewer shows now (the others around it are inert). */
async function shownImage(): Promise<string | null> {
  const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
  const current = [...viewer.querySelectorAll('img')].find((img) => !img.closest('[inert]'));
  return current?.getAttribute('alt') ?? null;
}

describe('the image viewer', () => {
  it("opens an image from the files list and goes through the task's images; Escape closes", async () => {
    const { network } = openFiles([sketch, notes, photo]);
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    await within(panel).findByRole('list', { name: 'Files' });
    expect(within(panel).queryByRole('button', { name: 'Open notes.txt' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Open photo.png' }));
    await waitFor(async () => expect(await shownImage()).toBe('photo.png'));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    // The whole file, with the token: not the thumbnail.
    expect(network.calls(`GET ${photo.url}`)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    await waitFor(async () => expect(await shownImage()).toBe('sketch.png'));
    await user.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    await waitFor(async () => expect(await shownImage()).toBe('photo.png'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image viewer' })).toBeNull());
    expect(screen.getByTestId('task-panel')).toBeInTheDocument();
  });

  it('shows a lone image without next and previous, and closes by its button', async () => {
    openFiles([notes, photo]);
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    await user.click(await within(panel).findByRole('button', { name: 'Open photo.png' }));
    await waitFor(async () => expect(await shownImage()).toBe('photo.png'));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Previous image' })).toBeNull();

    await user.click(within(viewer).getByRole('button', { name: 'Close image viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image viewer' })).toBeNull());
  });
});
