import type { DueBuckets, WorkspaceHome } from '@teamboard/shared/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const workspace = buildWorkspace({}, [buildMember(publicUser(ada), 'owner')]);

// Wednesday 4 March 2026, noon UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const empty = { total: 0, tasks: [] };
const tasks: DueBuckets = {
  overdue: empty,
  today: empty,
  thisWeek: {
    total: 1,
    tasks: [
      {
        _id: 't-1',
        taskId: 'WEB-1',
        title: 'Write copy',
        priority: 1,
        dueDate: '2026-03-06T00:00:00.000Z',
        board: { _id: 'board-1', title: 'Website' },
        workspace: { _id: 'ws-1', name: 'Acme', url: 'acme' },
      },
    ],
  },
  later: empty,
  noDueDate: empty,
};

const home: WorkspaceHome = {
  favoriteBoards: [{ _id: 'board-1', title: 'Website' }],
  recentBoards: [
    { _id: 'board-2', title: 'Mobile', visitedAt: '2026-03-04T11:00:00.000Z' },
    { _id: 'board-1', title: 'Website', visitedAt: '2026-03-03T09:00:00.000Z' },
  ],
  tasks,
  timer: null,
  activity: [
    {
      _id: 'a-1',
      taskId: 't-1',
      type: 'task_moved',
      actor: grace,
      fromColumn: 'To do',
      toColumn: 'Doing',
      createdAt: '2026-03-04T11:00:00.000Z',
      task: { _id: 't-1', taskId: 'WEB-1', title: 'Write copy' },
      board: { _id: 'board-1', title: 'Website' },
    },
  ],
};

const timer = {
  timeEntryId: 'entry-1',
  startTime: '2026-03-04T11:30:00.000Z',
  task: { _id: 't-1', taskId: 'WEB-1', title: 'Write copy' },
  board: { _id: 'board-1', title: 'Website' },
  workspace: { _id: 'ws-1', url: 'acme' },
};

function openHome(runningTimer: typeof timer | null = null) {
  return mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/workspaces/ws-1/home': () => json(200, { home }),
      'GET /api/tasks/timers/active': () => json(200, { timer: runningTimer }),
    },
    ada,
  );
}

describe('/{workspace} home', () => {
  it('shows my tasks here, favourite and recent boards and the latest activity', async () => {
    const network = openHome();
    const app = renderApp('/acme');

    const week = await screen.findByRole('region', { name: 'This week' });
    expect(app.location()).toBe('/acme');
    expect(within(week).getByRole('link', { name: 'WEB-1 Write copy' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-1',
    );
    expect(within(week).getByText('Mar 6')).toBeInTheDocument();
    const favourites = screen.getByRole('list', { name: 'Favourite boards' });
    expect(within(favourites).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1',
    );
    const recent = screen.getByRole('list', { name: 'Recent boards' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mobile', 'Website']);
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(activity).toHaveTextContent('Website');
    expect(within(activity).getByRole('link', { name: 'WEB-1 Write copy' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-1',
    );
    expect(screen.getByText('No timer running.')).toBeInTheDocument();
    expect(network.calls('GET /api/workspaces/ws-1/home')).toHaveLength(1);
  });

  it('shows my running timer when it runs on a board of this workspace', async () => {
    openHome(timer);
    renderApp('/acme');

    const section = (await screen.findByRole('heading', { name: 'Running timer' })).parentElement;
    expect(section).not.toBeNull();
    expect(
      within(section as HTMLElement).getByRole('link', { name: 'Write copy' }),
    ).toHaveAttribute('href', '/acme/projects/board-1?task=WEB-1');
    expect(within(section as HTMLElement).getByRole('timer')).toHaveTextContent('30:00');
  });

  it('leaves out a timer running in another workspace', async () => {
    openHome({ ...timer, workspace: { _id: 'ws-2', url: 'globex' } });
    renderApp('/acme');

    expect(await screen.findByText('No timer running.')).toBeInTheDocument();
  });
});
