import type { Task } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardMember } from '../test/board-fixtures';
import { json, type RecordedRequest } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy', priority: 3 });
const design = buildTask({ _id: 't-2', taskId: 'WEB-2', title: 'Design', position: 2048 });
const launch = buildTask({ _id: 't-3', taskId: 'WEB-3', title: 'Launch', columnId: 'col-2' });
const PATH = '/acme/projects/board-1?task=WEB-1';

/** Answers task updates like the server: the task as changed so far. */
function echo(base: Task) {
  let current = base;
  return ({ body }: RecordedRequest) => {
    current = { ...current, ...(body as Partial<Task>) };
    return json(200, { task: current });
  };
}

async function openPanel(tasks: Task[], put: Parameters<typeof openTaskBoard>[1]) {
  const opened = openTaskBoard(tasks, put, { path: PATH, members: [boardMember(grace, 'admin')] });
  const panel = await screen.findByTestId('task-panel');
  await within(panel).findByLabelText('Title');
  return { ...opened, panel, user: userEvent.setup() };
}

describe('task panel: members, blockers and dependencies', () => {
  it('names the priority and complexity as the spec does', async () => {
    const { panel } = await openPanel([{ ...task, complexity: 4 }, design], {});

    expect(within(panel).getByRole('button', { name: 'Priority: High' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Complexity: Hard' })).toBeVisible();
  });

  it('saves the members picked among the people who can see the board, found by name', async () => {
    const { network, panel, user } = await openPanel([task], {
      'PUT /api/tasks/t-1': () => json(200, { task: { ...task, members: [grace] } }),
    });

    await user.click(within(panel).getByRole('button', { name: 'Members: nobody' }));
    const picker = await screen.findByRole('dialog', { name: 'Members' });
    await user.type(within(picker).getByRole('combobox', { name: 'Search members' }), 'gra');
    await user.click(within(picker).getByRole('option', { name: 'Grace Hopper' }));

    await waitFor(() => expect(network.calls('PUT /api/tasks/t-1')).toHaveLength(1));
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ members: ['user-2'] });
    expect(within(picker).getByRole('option', { name: 'Grace Hopper' })).toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Members: Grace Hopper' })).toBeVisible();
  });

  it('adds a blocker found by title or task id, shows it as a chip and removes it', async () => {
    const { network, panel, user } = await openPanel([task, design, launch], {
      'PUT /api/tasks/t-1': echo(task),
    });

    const search = within(panel).getByLabelText('Add blocker');
    await user.type(search, 'desi');
    await user.click(within(panel).getByRole('button', { name: 'WEB-2 Design' }));

    const blockers = within(panel).getByRole('group', { name: 'Blockers' });
    expect(await within(blockers).findByRole('link', { name: 'WEB-2 Design' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-2',
    );
    expect(search).toHaveValue('');
    expect(network.calls('PUT /api/tasks/t-1')[0]?.body).toEqual({ blockers: ['t-2'] });

    await user.type(within(panel).getByLabelText('Add dependency'), 'web-3{Enter}');
    const dependencies = within(panel).getByRole('group', { name: 'Dependencies' });
    expect(await within(dependencies).findByRole('link', { name: 'WEB-3 Launch' })).toBeVisible();
    expect(network.calls('PUT /api/tasks/t-1')[1]?.body).toEqual({ dependencies: ['t-3'] });

    await user.click(within(blockers).getByRole('button', { name: 'Remove WEB-2 Design' }));
    await waitFor(() => expect(within(blockers).getByText('None')).toBeVisible());
    expect(network.calls('PUT /api/tasks/t-1')[2]?.body).toEqual({ blockers: [] });
  });

  it('offers neither the task itself nor a task already linked', async () => {
    const { panel, user } = await openPanel([{ ...task, blockers: ['t-2'] }, design, launch], {});

    await user.type(within(panel).getByLabelText('Add blocker'), 'WEB');
    const results = within(panel).getByRole('list', { name: 'Add blocker: matching tasks' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['WEB-3 Launch']);
  });

  it('shows the chip at once, then the refusal of a cycle, and takes the chip back', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { panel, user } = await openPanel([task, { ...design, blockers: ['t-1'] }], {
      'PUT /api/tasks/t-1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    await user.type(within(panel).getByLabelText('Add blocker'), 'WEB-2{Enter}');
    const blockers = within(panel).getByRole('group', { name: 'Blockers' });
    expect(await within(blockers).findByRole('link', { name: 'WEB-2 Design' })).toBeVisible();

    answer(json(400, { message: 'That would make a cycle of blockers', code: 'VALIDATION_ERROR' }));

    expect(await screen.findByText('That would make a cycle of blockers')).toBeVisible();
    await waitFor(() => expect(within(blockers).getByText('None')).toBeVisible());
    expect(within(blockers).queryByRole('link', { name: 'WEB-2 Design' })).not.toBeInTheDocument();
  });

  it('shows the links without editing to someone who cannot work on the board', async () => {
    openTaskBoard(
      [{ ...task, dependencies: ['t-2'] }, design],
      {},
      {
        path: PATH,
        roles: { workspace: 'guest', board: null },
      },
    );

    const panel = await screen.findByTestId('task-panel');
    const dependencies = await within(panel).findByRole('group', { name: 'Dependencies' });
    expect(within(dependencies).getByText('WEB-2 Design')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Add blocker')).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });
});
