import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardMember, buildColumn } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };

// Wednesday 4 March 2026, noon UTC: the week runs Monday 2 to Sunday 8.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const tasks = [
  buildTask({ _id: 't-1', taskId: 'WEB-1', priority: 2, dueDate: '2026-03-01T00:00:00.000Z' }),
  buildTask({
    _id: 't-2',
    taskId: 'WEB-2',
    title: 'Pick a domain',
    priority: 3,
    complexity: 2,
    dueDate: '2026-03-05T00:00:00.000Z',
  }),
  // Past due, but in the done column: not overdue.
  buildTask({
    _id: 't-3',
    taskId: 'WEB-3',
    columnId: 'col-2',
    priority: 2,
    dueDate: '2026-02-01T00:00:00.000Z',
  }),
  // The evening of the 3rd in New York is the 4th in UTC: due today, not overdue.
  buildTask({ _id: 't-4', taskId: 'WEB-4', priority: 4, dueDate: '2026-03-03T23:30:00-05:00' }),
  buildTask({ _id: 't-5', taskId: 'WEB-5', priority: 5, assignees: [grace] }),
];

const columns = [
  buildColumn({ _id: 'col-1', title: 'To do' }),
  buildColumn({ _id: 'col-2', title: 'Done', position: 2, isDone: true }),
];

const quota = {
  weeklyHours: 10,
  weekStart: '2026-03-02T00:00:00.000Z',
  weekEnd: '2026-03-09T00:00:00.000Z',
  timeZone: 'UTC',
  loggedSeconds: 4 * 3600 + 30 * 60,
  members: [{ user: grace, loggedSeconds: 4 * 3600 + 30 * 60 }],
};

const activity = {
  _id: 'a-1',
  taskId: 't-1',
  type: 'task_moved',
  actor: grace,
  fromColumn: 'To do',
  toColumn: 'Done',
  createdAt: '2026-03-04T11:00:00.000Z',
  task: { _id: 't-1', taskId: 'WEB-1', title: 'Write copy' },
};

function openOverview(search = '', extra: Record<string, Handler> = {}) {
  return openTaskBoard(
    tasks,
    {
      'GET /api/boards/board-1/columns': () => json(200, { columns }),
      'GET /api/boards/board-1/working-hours-quota': () => json(200, { quota }),
      'GET /api/boards/board-1/activity': () =>
        json(200, { activities: [activity], nextCursor: null }),
      ...extra,
    },
    {
      path: `/acme/projects/board-1/overview${search}`,
      members: [boardMember(grace, 'collaborator')],
    },
  );
}

/** A list's rows as [name, count, link or null]. */
function rows(label: string) {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      // The row (a link, or plain text for a zero): its name, its bar, its count.
      const parts = [...(item.firstElementChild?.children ?? [])];
      const [name, count] = [parts[0]?.firstChild?.textContent, parts.at(-1)?.textContent];
      return [name, Number(count), link?.getAttribute('href') ?? null];
    });
}

describe('board overview', () => {
  it('counts the tasks by column, priority and complexity, each count a filtered board link', async () => {
    openOverview();

    expect(await screen.findByRole('link', { name: /^Overdue/ })).toHaveTextContent('Overdue1');
    expect(screen.getByRole('link', { name: /^Overdue/ })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?dueDates=overdue',
    );
    expect(screen.getByRole('link', { name: /^Due this week/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /^Tasks/ })).toHaveTextContent('5');
    expect(rows('Tasks by column')).toEqual([
      ['To do', 4, '/acme/projects/board-1'],
      ['Done', 1, '/acme/projects/board-1'],
    ]);
    expect(screen.getByRole('list', { name: 'Tasks by column' })).toHaveTextContent('Donedone1');
    expect(rows('Tasks by priority')).toEqual([
      ['No Priority', 0, null],
      ['Urgent', 2, '/acme/projects/board-1?priority=2'],
      ['High', 1, '/acme/projects/board-1?priority=3'],
      ['Medium', 1, '/acme/projects/board-1?priority=4'],
      ['Low', 1, '/acme/projects/board-1?priority=5'],
    ]);
    expect(rows('Tasks by complexity')).toEqual([
      ['Easy', 0, null],
      ['Normal', 1, '/acme/projects/board-1?complexity=2'],
      ['Medium', 0, null],
      ['Hard', 0, null],
      ['Extreme', 0, null],
      ['None', 4, '/acme/projects/board-1?complexity=1,2,3,4,5&not=complexity'],
    ]);
  });

  it("counts only the tasks the query string's filters leave, and keeps them in its links", async () => {
    openOverview('?members=user-2');

    expect(await screen.findByRole('link', { name: /^Tasks/ })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: /^Overdue/ })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?members=user-2&dueDates=overdue',
    );
    expect(rows('Tasks by priority')[4]).toEqual([
      'Low',
      1,
      '/acme/projects/board-1?members=user-2&priority=5',
    ]);
  });

  it('opens the kanban filtered to the overdue tasks', async () => {
    const { location } = openOverview();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: /^Overdue/ }));

    await waitFor(() => expect(location()).toBe('/acme/projects/board-1?dueDates=overdue'));
    expect(await screen.findByTestId('task-card-t-1')).toBeInTheDocument();
    for (const id of ['t-2', 't-4', 't-5']) {
      expect(screen.queryByTestId(`task-card-${id}`)).not.toBeInTheDocument();
    }
  });

  it("shows this week's time against the quota and who did what, when", async () => {
    openOverview();

    expect(await screen.findByTestId('overview-week-time')).toHaveTextContent(
      '4h 30m of 10h quota (45%)',
    );
    const recent = await screen.findByRole('list', { name: 'Recent activity' });
    expect(recent).toHaveTextContent('WEB-1 Write copy');
    expect(recent).toHaveTextContent('Grace Hopper moved this task from To do to Done');
    expect(recent).toHaveTextContent('1h ago');
    expect(within(recent).getByRole('link')).toHaveAttribute(
      'href',
      '/acme/projects/board-1/overview?task=WEB-1',
    );
  });

  it('says quietly when the activity cannot be had, the counts still shown', async () => {
    openOverview('', {
      'GET /api/boards/board-1/activity': () => json(404, { message: 'Not Found' }),
    });

    expect(await screen.findByText('Recent activity is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Overdue/ })).toHaveTextContent('1');
  });
});
