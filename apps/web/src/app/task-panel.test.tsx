import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
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
  it('saves a changed title with PUT, showing it on the card', async () => {
    const { network } = openTaskBoard(
      [task],
      {
        'PUT /api/tasks/t-1': () => json(200, { task: { ...task, title: 'Write better copy' } }),
      },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    const title = await within(panel).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Write better copy');
    await user.selectOptions(within(panel).getByLabelText('Priority'), 'Urgent');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({
      title: 'Write better copy',
      priority: 2,
    });
    expect(screen.getByTestId('task-card-t-1')).toHaveTextContent('Write better copy');
  });

  it('shows and saves the whole description of a task the board lists with an excerpt', async () => {
    const whole = `Steps to reproduce. ${'Open the board, drag a card. '.repeat(10)}`;
    const card = { ...task, description: whole.slice(0, 200), descriptionTruncated: true };
    const full = { ...task, description: whole };
    const { network } = openTaskBoard(
      [card],
      {
        'GET /api/tasks/t-1': () => json(200, { task: full }),
        'PUT /api/tasks/t-1': () =>
          json(200, { task: { ...full, description: `${whole} Done.`, updatedAt: LATER } }),
      },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    const description = await within(panel).findByLabelText('Description');
    expect(description).toHaveValue(whole);
    await user.type(description, ' Done.');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1').map((call) => call.body)).toEqual([
      { description: `${whole} Done.` },
    ]);
  });

  it('deletes the task after confirming and closes', async () => {
    const { network, location } = openTaskBoard(
      [task],
      { 'DELETE /api/tasks/t-1': () => json(200, { message: 'Task deleted' }) },
      { path: PATH },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    await user.click(await within(panel).findByRole('button', { name: 'Delete task' }));
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByTestId('task-panel')).not.toBeInTheDocument());
    expect(network.calls('DELETE /api/tasks/t-1')).toHaveLength(1);
    expect(location()).toBe('/acme/projects/board-1');
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
