import type { TaskActivity } from '@teamboard/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const ana = { _id: 'user-5', name: 'Ana', username: 'ana', avatar: null };
const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function line(overrides: Partial<TaskActivity>): TaskActivity {
  return {
    _id: 'a-1',
    taskId: 't-1',
    type: 'task_created',
    actor: ana,
    createdAt: '',
    ...overrides,
  };
}

const activities: TaskActivity[] = [
  line({ _id: 'a-4', type: 'comment_added', commentId: 'c-1', createdAt: minutesAgo(0) }),
  line({
    _id: 'a-3',
    type: 'task_moved',
    fromColumn: 'To Do',
    toColumn: 'Done',
    createdAt: minutesAgo(30),
  }),
  line({
    _id: 'a-2',
    type: 'task_updated',
    fields: ['priority', 'dueDate'],
    createdAt: minutesAgo(180),
  }),
  line({ _id: 'a-1', createdAt: minutesAgo(60 * 24 * 3) }),
];

describe('task activity', () => {
  it('shows comments and history on one timeline, newest last, when asked for All', async () => {
    const { network } = openTaskBoard(
      [task],
      { 'GET /api/tasks/t-1/activity': () => json(200, { activities, nextCursor: null }) },
      { path: '/acme/projects/board-1?task=WEB-1' },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    expect(await within(panel).findByRole('radio', { name: 'Comments' })).toBeChecked();
    expect(network.calls('GET /api/tasks/t-1/activity')).toHaveLength(0);
    await user.click(within(panel).getByRole('radio', { name: 'All' }));

    const history = await within(panel).findByRole('tabpanel');
    const lines = await within(history).findAllByTestId('history-line');
    // The "commented" line is the comment itself on the timeline: not repeated.
    const expected = [
      ['Ana created this task', '3d ago'],
      ['Ana changed priority, due date', '3h ago'],
      ['Ana moved this task from To Do to Done', '30m ago'],
    ];
    expect(lines).toHaveLength(expected.length);
    expected.forEach(([sentence, time], index) => {
      expect(within(lines[index]!).getByText(sentence!)).toBeVisible();
      expect(within(lines[index]!).getByText(time!).tagName).toBe('TIME');
    });
  });

  it('shows why the history could not be loaded', async () => {
    openTaskBoard(
      [task],
      {
        'GET /api/tasks/t-1/activity': () =>
          json(403, { message: 'You cannot see this', code: 'FORBIDDEN' }),
      },
      { path: '/acme/projects/board-1?task=WEB-1' },
    );
    const user = userEvent.setup();

    const panel = await screen.findByTestId('task-panel');
    await user.click(await within(panel).findByRole('radio', { name: 'All' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('You cannot see this');
  });
});
