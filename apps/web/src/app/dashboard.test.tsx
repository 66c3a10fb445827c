import type {
  Dashboard,
  DashboardChecklistItem,
  DashboardTask,
  DueBuckets,
} from '@teamboard/shared/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { buildInvitation, mockSignedIn } from '../test/workspace-fixtures';

const ada = buildUser();

// Wednesday 4 March 2026, noon UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const task = (overrides: Partial<DashboardTask>): DashboardTask => ({
  _id: 't-1',
  taskId: 'WEB-1',
  title: 'Write copy',
  priority: 1,
  dueDate: null,
  board: { _id: 'board-1', title: 'Website' },
  workspace: { _id: 'ws-1', name: 'Acme', url: 'acme' },
  ...overrides,
});

const empty = { total: 0, tasks: [] };
const buckets = (overrides: Partial<DueBuckets>): DueBuckets => ({
  overdue: empty,
  today: empty,
  thisWeek: empty,
  later: empty,
  noDueDate: empty,
  ...overrides,
});

const item = (overrides: Partial<DashboardChecklistItem>): DashboardChecklistItem => ({
  _id: 'i-1',
  title: 'Proofread',
  dueDate: null,
  checklist: { _id: 'c-1', title: 'Copy review' },
  task: { _id: 't-1', taskId: 'WEB-1', title: 'Write copy' },
  board: { _id: 'board-1', title: 'Website' },
  workspace: { _id: 'ws-1', name: 'Acme', url: 'acme' },
  ...overrides,
});

const dashboard: Dashboard = {
  tasks: buckets({
    overdue: {
      total: 53,
      tasks: [task({ _id: 't-1', taskId: 'WEB-1', dueDate: '2026-03-01T00:00:00.000Z' })],
    },
    today: {
      total: 1,
      tasks: [
        task({
          _id: 't-2',
          taskId: 'OPS-7',
          title: 'Renew certificate',
          dueDate: '2026-03-04T00:00:00.000Z',
          board: { _id: 'board-9', title: 'Servers' },
          workspace: { _id: 'ws-2', name: 'Globex', url: 'globex' },
        }),
      ],
    },
  }),
  checklistItems: {
    total: 3,
    items: [
      item({ _id: 'i-1', title: 'Proofread', dueDate: '2026-03-05T00:00:00.000Z' }),
      item({
        _id: 'i-2',
        title: 'Check the chain',
        checklist: { _id: 'c-2', title: 'Renewal' },
        task: { _id: 't-2', taskId: 'OPS-7', title: 'Renew certificate' },
        board: { _id: 'board-9', title: 'Servers' },
        workspace: { _id: 'ws-2', name: 'Globex', url: 'globex' },
      }),
    ],
  },
  week: {
    start: '2026-03-02T00:00:00.000Z',
    end: '2026-03-09T00:00:00.000Z',
    loggedSeconds: 12 * 3600 + 30 * 60,
    capacityHours: 40,
  },
  unreadNotifications: 3,
  unreadChats: 1,
  invitations: [
    buildInvitation({ workspace: { _id: 'ws-3', name: 'Initech', url: 'initech', logo: null } }),
  ],
};

describe('/dashboard', () => {
  it('shows my tasks by due bucket with their workspace and board, my week, unread counts and invitations', async () => {
    const network = mockSignedIn({ 'GET /api/me/dashboard': () => json(200, { dashboard }) }, ada);
    renderApp('/dashboard');

    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('heading')).toHaveTextContent('Overdue (53)');
    expect(within(overdue).getByRole('link', { name: 'WEB-1 Write copy' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-1',
    );
    expect(within(overdue).getByRole('link', { name: 'Acme · Website' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1',
    );
    expect(within(overdue).getByText('Mar 1')).toBeInTheDocument();
    expect(within(overdue).getByText('and 52 more')).toBeInTheDocument();

    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: 'OPS-7 Renew certificate' })).toHaveAttribute(
      'href',
      '/globex/projects/board-9?task=OPS-7',
    );
    expect(within(today).getByText('Globex · Servers')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This week' })).not.toBeInTheDocument();

    expect(screen.getByTestId('week-hours')).toHaveTextContent('12h 30m of 40h this week');
    expect(screen.getByRole('meter', { name: 'Hours logged this week' })).toHaveAttribute(
      'aria-valuenow',
      String(12 * 3600 + 30 * 60),
    );
    const unread = screen.getByRole('list', { name: 'Unread' });
    expect(unread).toHaveTextContent('3 unread notifications');
    expect(unread).toHaveTextContent('1 unread chat');
    expect(screen.getByRole('list', { name: 'Pending invitations' })).toHaveTextContent(
      'Initech · invited by Grace Hopper',
    );
    expect(screen.getByRole('link', { name: 'Answer invitations' })).toHaveAttribute(
      'href',
      '/account/workspace-invites',
    );
    expect(network.calls('GET /api/me/dashboard')).toHaveLength(1);
  });

  it('lists my checklist items, each linking to its task, under its checklist and task', async () => {
    mockSignedIn({ 'GET /api/me/dashboard': () => json(200, { dashboard }) }, ada);
    renderApp('/dashboard');

    const list = await screen.findByRole('list', { name: 'Checklist items' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(
      within(lines[0] as HTMLElement).getByRole('link', { name: 'Proofread' }),
    ).toHaveAttribute('href', '/acme/projects/board-1?task=WEB-1');
    expect(lines[0]).toHaveTextContent('Copy review · WEB-1 Write copy · Acme · Website');
    expect(lines[0]).toHaveTextContent('Tomorrow');
    expect(
      within(lines[1] as HTMLElement).getByRole('link', { name: 'Check the chain' }),
    ).toHaveAttribute('href', '/globex/projects/board-9?task=OPS-7');
    expect(lines[1]).toHaveTextContent('Renewal · OPS-7 Renew certificate · Globex · Servers');
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
  });

  it('says so when nothing is assigned and nobody invited me', async () => {
    mockSignedIn(
      {
        'GET /api/me/dashboard': () =>
          json(200, {
            dashboard: {
              ...dashboard,
              tasks: buckets({}),
              checklistItems: { total: 0, items: [] },
              invitations: [],
            },
          }),
      },
      ada,
    );
    renderApp('/dashboard');

    expect(await screen.findByText('No open tasks assigned to you.')).toBeInTheDocument();
    expect(screen.getByText('No checklist items assigned to you.')).toBeInTheDocument();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
  });

  it('shows a refusal with a retry', async () => {
    mockSignedIn(
      {
        'GET /api/me/dashboard': () =>
          json(429, { message: 'Too many requests', code: 'rate_limited' }),
      },
      ada,
    );
    renderApp('/dashboard');

    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
