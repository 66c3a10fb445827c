import type { Task } from '@teamboard/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { boardMember } from '../../test/board-fixtures';
import { json } from '../../test/fetch-mock';
import { openTaskBoard } from '../../test/task-board';
import { buildTask } from '../../test/task-fixtures';
import { ada, buildTimeEntry, grace } from '../../test/time-fixtures';

const PATH = '/acme/projects/board-1?task=WEB-1';
const mine = buildTimeEntry({ _id: 'e-1', duration: 85 * 60, description: 'Intro' });
const graces = buildTimeEntry({
  _id: 'e-2',
  user: grace,
  startTime: '2026-03-03T09:00:00.000Z',
  duration: 45 * 60,
});
const task = buildTask({
  _id: 't-1',
  taskId: 'WEB-1',
  timeEntries: [mine, graces],
  totalTime: 130 * 60,
});

async function openTimeTab(
  tasks: Task[],
  extra = {},
  role: 'admin' | 'collaborator' = 'collaborator',
) {
  const opened = openTaskBoard(tasks, extra, {
    path: PATH,
    roles: { workspace: 'member', board: role },
    members: [boardMember(grace, 'collaborator')],
  });
  const panel = await screen.findByTestId('task-panel');
  await userEvent.setup().click(await within(panel).findByRole('tab', { name: 'Time' }));
  return { ...opened, panel };
}

// Sonner would show a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

describe('time entries in the task panel', () => {
  it('lists entries newest first with who, duration and description, and the total', async () => {
    const { panel } = await openTimeTab([task]);

    const entries = within(within(panel).getByRole('list', { name: 'Time entries' })).getAllByRole(
      'listitem',
    );
    expect(entries[0]).toHaveTextContent('Grace Hopper');
    expect(entries[0]).toHaveTextContent('45m');
    expect(entries[1]).toHaveTextContent('Ada Lovelace');
    expect(entries[1]).toHaveTextContent('1h 25m');
    expect(entries[1]).toHaveTextContent('Intro');
    expect(within(panel).getByText('2h 10m')).toBeVisible();
    // A collaborator changes only their own entries.
    expect(within(entries[0]!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(entries[1]!).getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('lets a board admin change anyone’s entries', async () => {
    const { panel } = await openTimeTab([task], {}, 'admin');

    expect(within(panel).getByTestId('time-entry-e-2')).toContainElement(
      within(within(panel).getByTestId('time-entry-e-2')).getByRole('button', { name: 'Edit' }),
    );
  });

  it('adds an entry: start, hours and minutes, description', async () => {
    const added = buildTimeEntry({ _id: 'e-3', duration: 90 * 60, description: 'Review' });
    const saved: Task = { ...task, timeEntries: [mine, graces, added], totalTime: 220 * 60 };
    const { panel, network } = await openTimeTab([task], {
      'POST /api/tasks/t-1/time': () =>
        json(201, { timeEntry: added, totalTime: saved.totalTime, task: saved }),
    });
    const user = userEvent.setup();

    await user.click(within(panel).getByRole('button', { name: 'Log time' }));
    const form = within(panel).getByRole('form', { name: 'Log time' });
    // A date-time input is set whole, as a browser's picker does.
    fireEvent.change(within(form).getByLabelText('Start'), {
      target: { value: '2026-03-02T14:00' },
    });
    await user.type(within(form).getByLabelText('Minutes'), '{Backspace}30');
    await user.type(within(form).getByLabelText('Description'), 'Review');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(network.calls('POST /api/tasks/t-1/time')).toHaveLength(1));
    expect(network.calls('POST /api/tasks/t-1/time')[0]?.body).toEqual({
      startTime: new Date(2026, 2, 2, 14, 0).toISOString(),
      duration: 90 * 60,
      description: 'Review',
    });
    expect(within(panel).getByTestId('time-entry-e-3')).toHaveTextContent('1h 30m');
    expect(within(panel).getByText('3h 40m')).toBeVisible();
    expect(within(panel).queryByRole('form', { name: 'Log time' })).not.toBeInTheDocument();
  });

  it('checks the duration before sending and shows the server’s message', async () => {
    const { panel, network } = await openTimeTab([task], {
      'POST /api/tasks/t-1/time': () =>
        json(400, { message: 'Start time cannot be in the future', code: 'VALIDATION_ERROR' }),
    });
    const user = userEvent.setup();

    await user.click(within(panel).getByRole('button', { name: 'Log time' }));
    const form = within(panel).getByRole('form', { name: 'Log time' });
    await user.clear(within(form).getByLabelText('Hours'));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Duration must be at least 1 minute')).toBeVisible();
    expect(network.calls('POST /api/tasks/t-1/time')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Minutes'), '{Backspace}20');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Start time cannot be in the future')).toBeVisible();
  });

  it('toasts the generic message when adding fails without one', async () => {
    const { panel } = await openTimeTab([task], {
      'POST /api/tasks/t-1/time': () => json(500, { code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();

    await user.click(within(panel).getByRole('button', { name: 'Log time' }));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Failed to add time entry')).toBeVisible();
  });

  it('edits an entry, sending only what changed', async () => {
    const edited = { ...mine, description: 'Intro and outro' };
    const saved: Task = { ...task, timeEntries: [edited, graces] };
    const { panel, network } = await openTimeTab([task], {
      'PUT /api/tasks/t-1/time/e-1': () =>
        json(200, { timeEntry: edited, totalTime: saved.totalTime, task: saved }),
    });
    const user = userEvent.setup();

    const entry = within(panel).getByTestId('time-entry-e-1');
    await user.click(within(entry).getByRole('button', { name: 'Edit' }));
    const form = within(panel).getByRole('form', { name: 'Edit time entry' });
    await user.type(within(form).getByLabelText('Description'), ' and outro');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1/time/e-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1/time/e-1')[0]?.body).toEqual({
      description: 'Intro and outro',
    });
    expect(within(panel).getByTestId('time-entry-e-1')).toHaveTextContent('Intro and outro');
  });

  it('deletes an entry after confirming', async () => {
    const saved: Task = { ...task, timeEntries: [graces], totalTime: 45 * 60 };
    const { panel, network } = await openTimeTab([task], {
      'DELETE /api/tasks/t-1/time/e-1': () => json(200, { totalTime: 45 * 60, task: saved }),
    });
    const user = userEvent.setup();

    const entry = within(panel).getByTestId('time-entry-e-1');
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));
    expect(within(entry).getByText('Delete this time entry?')).toBeVisible();
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(panel).queryByTestId('time-entry-e-1')).not.toBeInTheDocument(),
    );
    expect(network.calls('DELETE /api/tasks/t-1/time/e-1')).toHaveLength(1);
    expect(within(panel).getByText('45m', { selector: 'strong' })).toBeVisible();
  });

  it('toasts when deleting fails and keeps the entry', async () => {
    const { panel } = await openTimeTab([task], {
      'DELETE /api/tasks/t-1/time/e-1': () => json(500, { code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();

    const entry = within(panel).getByTestId('time-entry-e-1');
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete time entry')).toBeVisible();
    expect(within(panel).getByTestId('time-entry-e-1')).toBeInTheDocument();
  });

  it('starts a timer from the panel', async () => {
    const started: Task = {
      ...task,
      activeTimers: [{ user: ada, startTime: '2026-03-02T10:00:00.000Z', timeEntryId: 'run-1' }],
    };
    const { panel } = await openTimeTab([task], {
      'POST /api/tasks/t-1/timer/start': () =>
        json(200, {
          timeEntry: { ...buildTimeEntry({ _id: 'run-1' }), duration: null },
          task: started,
          replaced: null,
        }),
    });
    const user = userEvent.setup();

    await user.click(within(panel).getByRole('button', { name: 'Start timer' }));

    expect(await within(panel).findByRole('button', { name: 'Stop timer' })).toBeVisible();
    expect(await screen.findByTestId('active-timer')).toHaveTextContent('Write copy');
  });
});
