import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { boardMember } from '../test/board-fixtures';
import { layOutBoard } from '../test/board-layout';
import { json, type RecordedRequest } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const tasks = [
  buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy', priority: 2, assignees: [grace] }),
  buildTask({
    _id: 't-2',
    taskId: 'WEB-2',
    title: 'Pick a domain',
    priority: 3,
    position: 2048,
    blockers: ['t-1'],
  }),
  buildTask({
    _id: 't-3',
    taskId: 'WEB-3',
    title: 'Ship it',
    description: 'After the copy is approved',
    priority: 4,
    columnId: 'col-2',
  }),
];

/** The server's search in descriptions, which the board's list leaves out. */
const searchDescriptions = (request: RecordedRequest) => {
  const text = request.query.get('q')?.toLowerCase() ?? '';
  const found = tasks.filter((task) => task.description?.toLowerCase().includes(text));
  return json(200, { taskIds: found.map((task) => task._id) });
};

function openFiltered(path = '/acme/projects/board-1') {
  return openTaskBoard(
    tasks,
    { 'GET /api/boards/board-1/tasks/search': searchDescriptions },
    { path, members: [boardMember(grace, 'collaborator')] },
  );
}

/** The ids of the cards the board shows. */
const shownCards = () =>
  screen.queryAllByTestId(/^task-card-/).map((card) => card.dataset.testid?.slice(10));

async function openFilter(kind: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`filter-${kind}`));
  return { user, menu: screen.getByRole('dialog') };
}

describe('board filters', () => {
  it('applies the filters of a shared link', async () => {
    openFiltered('/acme/projects/board-1?priority=2,3&not=priority');

    await screen.findByTestId('task-card-t-3');
    expect(shownCards()).toEqual(['t-3']);
    expect(screen.getByTestId('filter-priority')).toHaveTextContent('Priority is not (2)');
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1 filter');
    expect(screen.getByTestId('column-count-col-1')).toHaveTextContent('0 of 2');
    expect(within(screen.getByTestId('board-column-col-1')).getByText('No matching tasks'));
  });

  it('searches title, description and task id, keeping the search in the address', async () => {
    const { location } = openFiltered();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Search tasks'), 'COPY');

    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?q=COPY'));
    await waitFor(() => expect(shownCards()).toEqual(['t-1', 't-3']));
    await user.clear(screen.getByLabelText('Search tasks'));
    await user.type(screen.getByLabelText('Search tasks'), 'web-2');
    await waitFor(() => expect(shownCards()).toEqual(['t-2']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
    await waitFor(() => expect(shownCards()).toHaveLength(3));
  });

  it('picks values in a popover, then switches the filter to "is not"', async () => {
    const { location } = openFiltered();

    const { user, menu } = await openFilter('priority');
    await user.click(within(menu).getByLabelText('High'));
    await user.click(within(menu).getByLabelText('Urgent'));
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?priority=2,3'));
    expect(shownCards()).toEqual(['t-1', 't-2']);

    await user.click(within(menu).getByRole('radio', { name: 'is not' }));
    await waitFor(() =>
      expect(location()).toBe('/acme/projects/board-1?priority=2,3&not=priority'),
    );
    expect(shownCards()).toEqual(['t-3']);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1 filter');
  });

  it('filters by member, counting assignees, and by blocker', async () => {
    const { location } = openFiltered();

    const members = await openFilter('members');
    await members.user.click(within(members.menu).getByLabelText('Grace Hopper'));
    await waitFor(() => expect(shownCards()).toEqual(['t-1']));
    await members.user.click(within(members.menu).getByLabelText('Grace Hopper'));

    const blockers = await openFilter('blockers');
    expect(within(blockers.menu).getAllByRole('checkbox')).toHaveLength(1);
    await blockers.user.click(within(blockers.menu).getByLabelText('WEB-1 Write copy'));
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?blockers=t-1'));
    expect(shownCards()).toEqual(['t-2']);
  });

  it('keeps the open task through filter changes and Clear filters', async () => {
    const { location } = openFiltered('/acme/projects/board-1?task=WEB-1');
    await screen.findByTestId('task-panel');

    const { user, menu } = await openFilter('dueDates');
    await user.click(within(menu).getByLabelText('No date'));
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?task=WEB-1&dueDates=none'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?task=WEB-1'));
    expect(screen.getByTestId('task-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
  });

  it('opens and closes a task without losing the filters', async () => {
    const { location } = openFiltered('/acme/projects/board-1?priority=2');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: /^WEB-1 / }));
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?priority=2&task=WEB-1'));
    const panel = await screen.findByTestId('task-panel');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?priority=2'));
    expect(shownCards()).toEqual(['t-1']);
  });

  it('still shows a task just added that the filters would hide', async () => {
    const created = buildTask({ _id: 't-9', taskId: 'WEB-9', title: 'New idea', position: 4096 });
    openTaskBoard(
      tasks,
      { 'POST /api/tasks': () => json(201, { task: created, rebalanced: null }) },
      { path: '/acme/projects/board-1?priority=2' },
    );
    const user = userEvent.setup();

    const quickAdd = await screen.findByTestId('quick-add-bottom-col-1');
    await user.click(within(quickAdd).getByRole('button', { name: '+ Add task' }));
    await user.type(within(quickAdd).getByRole('textbox'), 'New idea{Enter}');

    expect(await screen.findByTestId('task-card-t-9')).toHaveClass('ring-2');
    expect(shownCards()).toEqual(['t-1', 't-9']);
  });
});

describe('dragging a card in a filtered column', () => {
  // a, c and e are Urgent and shown; b and d are High and hidden by ?priority=2.
  const column = ['a', 'b', 'c', 'd', 'e'].map((id, index) =>
    buildTask({
      _id: id,
      taskId: `WEB-${index + 1}`,
      title: `Task ${id}`,
      priority: id === 'b' || id === 'd' ? 3 : 2,
      position: (index + 1) * 1024,
    }),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('puts it between its real neighbours, the hidden ones included', async () => {
    const moved = { ...column[0]!, position: 3584 };
    const { network } = openTaskBoard(
      column,
      { 'POST /api/tasks/move': () => json(200, { task: moved, rebalanced: null }) },
      { path: '/acme/projects/board-1?priority=2' },
    );
    layOutBoard();
    const user = userEvent.setup();

    const card = await screen.findByRole('link', { name: 'WEB-1 Task a' });
    card.focus();
    for (const key of [' ', '{ArrowDown}', ' ']) {
      await user.keyboard(key);
      await settle();
    }

    await waitFor(() => expect(network.calls('POST /api/tasks/move')).toHaveLength(1));
    // Dropped after c (3072), so before the hidden d (4096), not at c and e's midpoint.
    expect(network.calls('POST /api/tasks/move')[0]?.body).toEqual({
      taskId: 'a',
      columnId: 'col-1',
      position: 3584,
    });
    await waitFor(() => expect(shownCards()).toEqual(['c', 'a', 'e']));
  });
});
