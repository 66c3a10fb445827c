import type { Task } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTask } from '../features/tasks/api/get-tasks';
import { json } from '../test/fetch-mock';
import { caretAtEnd } from '../test/caret-at-end';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy' });
const PATH = '/acme/projects/board-1?task=WEB-1';
const LATER = '2026-01-02T00:00:00.000Z';

// Sonner shows a new Toaster the toasts still active from an earlier test, stacked behind.
afterEach(() => {
  toast.dismiss();
});

describe('task panel', () => {
  it('saves each field on its own: the title on Enter, the priority when picked', async () => {
    const { network } = openTaskBoard(
      [task],
      {
        'PUT /api/tasks/t-1': ({ body }) => json(200, { task: { ...task, ...(body as object) } }),
      },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    const title = await within(panel).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Write better copy{Enter}');
    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(screen.getByTestId('task-card-t-1')).toHaveTextContent('Write better copy');

    await user.click(within(panel).getByRole('button', { name: 'Priority: No Priority' }));
    const priority = await screen.findByRole('dialog', { name: 'Priority' });
    await user.click(within(priority).getByRole('button', { name: 'Urgent' }));
    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(2));
    expect(network.calls('PUT /api/tasks/t-1').map((call) => call.body)).toEqual([
      { title: 'Write better copy' },
      { priority: 2 },
    ]);
    expect(within(panel).getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();
  });

  it('puts the title back on Escape, and keeps an empty one from being saved', async () => {
    const { network } = openTaskBoard([task], {}, { path: PATH });
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    const title = await within(panel).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Half a thought{Escape}');
    expect(title).toHaveValue('Write copy');
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(await within(panel).findByText('Title is required')).toBeVisible();
    expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(0);
  });

  it('saves the whole description of a task the board lists with an excerpt, on leaving it', async () => {
    const words = `Steps to reproduce. ${'Open the board, drag a card. '.repeat(10)}`.trim();
    const whole = `<p>${words}</p>`;
    const card = { ...task, description: whole.slice(0, 200), descriptionTruncated: true };
    const full = { ...task, description: whole };
    const done = `<p>${words} Done.</p>`;
    const { network } = openTaskBoard(
      [card],
      {
        'GET /api/tasks/t-1': () => json(200, { task: full }),
        'PUT /api/tasks/t-1': () =>
          json(200, { task: { ...full, description: done, updatedAt: LATER } }),
      },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    const description = await within(panel).findByLabelText('Description');
    await waitFor(() => expect(description).toHaveTextContent(words));
    caretAtEnd(description);
    await user.keyboard(' Done.');
    await user.tab();

    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1').map((call) => call.body)).toEqual([
      { description: done },
    ]);
  });

  it('shows a description saved elsewhere at once, and offers it while one is being typed', async () => {
    /** The task as someone else saved it, whole, as the board's live update brings it. */
    const saved = (description: string): Task => ({
      ...task,
      description,
      timeEntries: [],
      updatedAt: LATER,
    });
    const { queryClient } = openTaskBoard(
      [{ ...task, description: '<p>Ours</p>' }],
      {},
      { path: PATH },
    );
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    const description = await within(panel).findByLabelText('Description');
    act(() => storeTask(queryClient, saved('<p>First of theirs</p>')));
    await waitFor(() => expect(description).toHaveTextContent('First of theirs'));

    caretAtEnd(description);
    await user.keyboard(' and mine');
    act(() => storeTask(queryClient, saved('<p>Second of theirs</p>')));
    expect(description).toHaveTextContent('First of theirs and mine');
    expect(
      await within(panel).findByText(/Changed by someone else meanwhile: “Second of theirs”/),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Use theirs' }));
    expect(description).toHaveTextContent('Second of theirs');
  });

  it('offers a title someone else saved while it was being typed, without losing the typing', async () => {
    const { queryClient } = openTaskBoard([task], {}, { path: PATH });
    const user = userEvent.setup();
    const panel = await screen.findByTestId('task-panel');
    const title = await within(panel).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mine');
    act(() => storeTask(queryClient, { ...task, title: 'Theirs', updatedAt: LATER }));

    expect(title).toHaveValue('Mine');
    expect(
      await within(panel).findByText(/Changed by someone else meanwhile: “Theirs”/),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Use theirs' }));
    expect(title).toHaveValue('Theirs');
  });

  it('deletes the task with Undo: hidden at once, deleted on the server once Undo is gone', async () => {
    const { network, location } = openTaskBoard(
      [task],
      { 'DELETE /api/tasks/t-1': () => json(200, { message: 'Task deleted' }) },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    await user.click(await within(panel).findByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(screen.queryByTestId('task-panel')).not.toBeInTheDocument());
    expect(location()).toBe('/acme/projects/board-1');
    expect(screen.queryByTestId('task-card-t-1')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId('task-card-t-1')).toBeVisible();
    expect(network.calls('DELETE /api/tasks/t-1')).toHaveLength(0);

    await user.click(within(screen.getByTestId('task-card-t-1')).getByRole('link'));
    const again = await screen.findByTestId('task-panel');
    await user.click(await within(again).findByRole('button', { name: 'Delete task' }));
    await screen.findByText('WEB-1 deleted');
    // The toast going (its time is up, or it is closed) is when the server deletes it.
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(network.calls('DELETE /api/tasks/t-1')).toHaveLength(1));
    expect(screen.queryByTestId('task-card-t-1')).not.toBeInTheDocument();
  });

  it('says "Task not found" for a key the board does not have, and leaves the address', async () => {
    const { location } = openTaskBoard(
      [],
      {
        'GET /api/boards/board-1/tasks/by-key/WEB-404': () =>
          json(404, { message: 'Task not found', code: 'NOT_FOUND' }),
      },
      { path: '/acme/projects/board-1?task=WEB-404' },
    );

    expect(await screen.findByText('Task not found')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
  });

  it('toasts and closes when the task cannot be fetched', async () => {
    const { location } = openTaskBoard(
      [],
      {
        'GET /api/boards/board-1/tasks/by-key/WEB-403': () =>
          json(403, { message: 'Not yours', code: 'FORBIDDEN' }),
      },
      { path: '/acme/projects/board-1?task=WEB-403' },
    );

    expect(await screen.findByText('Failed to fetch Task data')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
  });
});
