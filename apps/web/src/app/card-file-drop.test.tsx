import type { Attachment } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { dragFilesOver, dropFiles, imageFile, stubUploads } from '../test/file-transfer';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Draw the logo' });

afterEach(() => {
  toast.dismiss();
});

function stored(file: File, id: string): Attachment {
  return {
    _id: id,
    taskId: 't-1',
    name: file.name,
    size: file.size,
    mimeType: file.type,
    uploadedBy: null,
    createdAt: new Date().toISOString(),
    url: `/api/attachments/${id}/download`,
    thumbnailUrl: null,
  };
}

const card = () => screen.findByTestId('task-card-t-1');

describe('files dropped onto a card', () => {
  it('upload to its task side by side, each with a toast of its progress; the card counts them', async () => {
    const uploads = stubUploads();
    openTaskBoard([task]);
    const logo = imageFile('logo.png', 4096);
    const brief = new File(['the brief'], 'brief.txt', { type: 'text/plain' });

    dragFilesOver(await card(), [logo, brief]);
    expect(within(await card()).getByText('Drop to attach to WEB-1')).toBeVisible();
    expect(await card()).toHaveClass('ring-2');
    dropFiles(await card(), [logo, brief]);

    expect(within(await card()).queryByText('Drop to attach to WEB-1')).toBeNull();
    expect(uploads.map((upload) => [upload.url, upload.file.name])).toEqual([
      ['/api/tasks/t-1/attachments', 'logo.png'],
      ['/api/tasks/t-1/attachments', 'brief.txt'],
    ]);
    expect(uploads[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading logo.png' });
    // Toasts stack: only the front one is visible until the stack is hovered.
    expect(screen.getByRole('progressbar', { name: 'Uploading brief.txt' })).toBeInTheDocument();
    act(() => uploads[0]?.progress(1024));
    await waitFor(() => expect(progress).toHaveAttribute('value', '1024'));
    expect(screen.getByText('1 KB of 4 KB')).toBeInTheDocument();

    act(() => uploads[0]?.respond(201, { attachment: stored(logo, 'a-1') }));
    act(() => uploads[1]?.respond(201, { attachment: stored(brief, 'a-2') }));
    expect(await screen.findByText('logo.png attached to WEB-1')).toBeInTheDocument();
    expect(await screen.findByText('brief.txt attached to WEB-1')).toBeInTheDocument();
    await waitFor(async () => expect(await card()).toHaveTextContent('2 files'));
  });

  it('say why the server refused a file: too large, a program, the storage full (with Upgrade)', async () => {
    const uploads = stubUploads();
    const { router } = openTaskBoard([task]);
    const files = ['huge.mov', 'setup.png', 'more.png'].map((name) => imageFile(name));
    dropFiles(await card(), files);
    await waitFor(() => expect(uploads).toHaveLength(3));

    act(() => {
      uploads[0]?.respond(413, {
        message: 'File is too large (max 25 MB)',
        code: 'PAYLOAD_TOO_LARGE',
      });
      uploads[1]?.respond(400, {
        message: 'Programs cannot be attached: this file is an executable',
        code: 'VALIDATION_ERROR',
      });
      uploads[2]?.respond(402, {
        message: 'The Free plan allows 1 GB of attached files.',
        code: 'PLAN_LIMIT',
        details: {
          limit: 'storageBytes',
          plan: 'free',
          max: 1024 ** 3,
          upgradeUrl: '/acme/settings/subscription',
        },
      });
    });

    expect(
      await screen.findByText('huge.mov was not attached: File is too large (max 25 MB)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'setup.png was not attached: Programs cannot be attached: this file is an executable',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('more.png was not attached: The Free plan allows 1 GB of attached files.'),
    ).toBeInTheDocument();
    expect(await card()).not.toHaveTextContent('file');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/settings/subscription'));
  });

  it('can be cancelled from their toast: nothing is attached', async () => {
    const uploads = stubUploads();
    openTaskBoard([task]);
    dropFiles(await card(), [imageFile('wrong.png')]);
    await screen.findByRole('progressbar', { name: 'Uploading wrong.png' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));

    expect(uploads[0]?.aborted).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading wrong.png' })).toBeNull(),
    );
    expect(screen.queryByText(/wrong\.png/)).toBeNull();
    expect(await card()).not.toHaveTextContent('file');
  });

  it('are not taken from someone who may not edit the task', async () => {
    const uploads = stubUploads();
    openTaskBoard([task], {}, { roles: { workspace: 'guest', board: null } });
    dropFiles(await card(), [imageFile()]);
    expect(within(await card()).queryByText('Drop to attach to WEB-1')).toBeNull();
    expect(uploads).toHaveLength(0);
  });
});
