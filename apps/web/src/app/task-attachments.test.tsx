import type { Attachment } from '@teamboard/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { boardMember } from '../test/board-fixtures';
import { json } from '../test/fetch-mock';
import { dragFilesOver, dropFiles, imageFile, stubUploads } from '../test/file-transfer';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const ada = { _id: 'user-1', name: 'Ada Lovelace', username: 'ada', avatar: null };
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy', attachmentCount: 2 });

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

function attachment(overrides: Partial<Attachment>): Attachment {
  return {
    _id: 'a-1',
    taskId: 't-1',
    name: 'file.txt',
    size: 100,
    mimeType: 'text/plain',
    uploadedBy: ada,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    url: '/api/attachments/a-1/download',
    thumbnailUrl: null,
    ...overrides,
  };
}

const report = attachment({
  _id: 'a-1',
  name: 'report.pdf',
  size: 1536,
  mimeType: 'application/pdf',
  uploadedBy: ada,
});
const notes = attachment({
  _id: 'a-2',
  name: 'notes.txt',
  size: 312,
  uploadedBy: grace,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
});

function openFiles() {
  return openTaskBoard(
    [task],
    {
      'GET /api/tasks/t-1/attachments': () => json(200, { attachments: [report, notes] }),
      'DELETE /api/attachments/a-1': () => new Response(null, { status: 204 }),
    },
    {
      path: '/acme/projects/board-1?task=WEB-1',
      members: [boardMember(grace, 'admin')],
    },
  );
}

const cardText = () => screen.getByTestId('task-card-t-1').textContent;

describe('task attachments', () => {
  it("lists the task's files with size and uploader; the card counts them", async () => {
    openFiles();
    const panel = await screen.findByTestId('task-panel');
    const files = await within(panel).findByRole('list', { name: 'Files' });
    const rows = within(files).getAllByTestId('attachment');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/report\.pdf1\.5 KB · Ada Lovelace · /),
      expect.stringMatching(/notes\.txt312 bytes · Grace Hopper · /),
    ]);
    expect(within(panel).getByRole('button', { name: 'Download report.pdf' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Download notes.txt' })).toBeVisible();
    // A collaborator deletes their own files only; Grace's is hers (or an admin's) to delete.
    expect(within(panel).getByRole('button', { name: 'Delete report.pdf' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Delete notes.txt' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Attach files' })).toBeVisible();
    expect(cardText()).toContain('2 files');
  });

  it('deletes a file with Undo: gone at once, deleted on the server once Undo is gone', async () => {
    const { network } = openFiles();
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    await user.click(await within(panel).findByRole('button', { name: 'Delete report.pdf' }));

    expect(within(panel).queryByText('report.pdf')).toBeNull();
    expect(cardText()).toContain('1 file');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(panel).findByText('report.pdf')).toBeVisible();
    expect(cardText()).toContain('2 files');
    expect(network.calls('DELETE /api/attachments/a-1')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Delete report.pdf' }));
    await screen.findByText('report.pdf deleted');
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(network.calls('DELETE /api/attachments/a-1')).toHaveLength(1));
    expect(within(panel).queryByText('report.pdf')).toBeNull();
    expect(cardText()).toContain('1 file');
  });

  it('uploads files pasted into the panel, but not those pasted into a field', async () => {
    const uploads = stubUploads();
    openFiles();
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    const title = await within(panel).findByRole('textbox', { name: 'Title' });

    fireEvent.paste(title, { clipboardData: { files: [imageFile('in-title.png')] } });
    expect(uploads).toHaveLength(0);

    await user.click(within(panel).getByRole('heading', { name: 'Files' }));
    expect(panel).toHaveFocus();
    fireEvent.paste(panel, { clipboardData: { files: [imageFile('screenshot.png')] } });
    expect(uploads.map((upload) => [upload.url, upload.file.name])).toEqual([
      ['/api/tasks/t-1/attachments', 'screenshot.png'],
    ]);
    const uploading = within(panel).getByRole('list', { name: 'Uploads' });
    expect(
      within(uploading).getByRole('progressbar', { name: 'Uploading screenshot.png' }),
    ).toBeVisible();
    act(() =>
      uploads[0]?.respond(201, {
        attachment: attachment({ _id: 'a-9', name: 'screenshot.png', mimeType: 'image/png' }),
      }),
    );
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Uploads' })).toBeNull());
    const files = within(panel).getByRole('list', { name: 'Files' });
    expect(within(files).getByText('screenshot.png')).toBeVisible();
  });

  it('shows that the panel takes files dragged over it, and uploads those dropped', async () => {
    const uploads = stubUploads();
    openFiles();
    const panel = await screen.findByTestId('task-panel');
    await within(panel).findByRole('list', { name: 'Files' });

    dragFilesOver(panel, [imageFile('dropped.png')]);
    expect(panel).toHaveClass('ring-2');
    dropFiles(panel, [imageFile('dropped.png')]);
    expect(panel).not.toHaveClass('ring-2');
    expect(uploads.map((upload) => upload.file.name)).toEqual(['dropped.png']);
  });
});
