import type { WorkspaceRole } from '@teamboard/shared';
import type {
  ResourceAnalysis,
  TimeComplexity,
  UserPerformance,
} from '@teamboard/shared/workspace-report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBoard } from '../test/board-fixtures';
import { captureDownload } from '../test/capture-download';
import { json, type Handler } from '../test/fetch-mock';
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
const API = '/api/workspaces/ws-1/reports';

// Wednesday 20 May 2026 (UTC): the last 4 weeks are 23 April to 20 May, this week from 18 May.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const priorities = (urgent: number, low: number) => ({ 1: 0, 2: urgent, 3: 0, 4: 0, 5: low });
const weekly = (first: number, second: number) => [
  { weekStart: '2026-05-11', loggedSeconds: first },
  { weekStart: '2026-05-18', loggedSeconds: second },
];

const resources: ResourceAnalysis = {
  kind: 'resource-analysis',
  from: '2026-04-23',
  to: '2026-05-20',
  weeks: ['2026-05-11', '2026-05-18'],
  rows: [
    {
      user: publicUser(ada),
      capacityHours: 40,
      quotaShareHours: 12.5,
      loggedSeconds: 9000,
      weekly: weekly(5400, 3600),
      openTasks: 3,
      openTasksByPriority: priorities(2, 1),
      overAllocated: false,
    },
    {
      user: grace,
      capacityHours: 8,
      quotaShareHours: 10,
      loggedSeconds: 0,
      weekly: weekly(0, 0),
      openTasks: 0,
      openTasksByPriority: priorities(0, 0),
      overAllocated: true,
    },
  ],
};

const spread = (tasks: number, median: number | null) => ({
  tasks,
  medianHours: median,
  meanHours: median,
  p25Hours: median,
  p75Hours: median,
  minHours: median,
  maxHours: median,
});

const complexity: TimeComplexity = {
  kind: 'time-complexity',
  from: '2026-04-23',
  to: '2026-05-20',
  weeks: ['2026-05-18'],
  levels: [1, 2, 3, 4, 5].map((level) => ({
    complexity: level,
    ...spread(level === 2 ? 5 : 0, level === 2 ? 3 : null),
  })),
  boards: [{ complexity: 2, board: { _id: 'board-1', title: 'Website' }, ...spread(5, 3) }],
  outliers: [
    {
      task: { _id: 'task-9', taskId: 'WEB-9', title: 'Rewrite the footer' },
      board: { _id: 'board-1', title: 'Website' },
      complexity: 2,
      hours: 20,
      levelMedianHours: 3,
      direction: 'over',
    },
  ],
};

const performance: UserPerformance = {
  kind: 'user-performance',
  from: '2026-04-23',
  to: '2026-05-20',
  weeks: ['2026-05-18'],
  rows: [
    {
      user: grace,
      completed: 3,
      completedWithDueDate: 2,
      completedOnTime: 1,
      onTimeRate: 0.5,
      medianCycleHours: 48,
      loggedSeconds: 5400,
      comments: 2,
      weekly: [{ weekStart: '2026-05-18', completed: 3, loggedSeconds: 5400 }],
    },
  ],
};

/** Ada, with `role` in Acme (where Grace is a member), opens `path`. */
function openReports(role: WorkspaceRole, path: string, handlers: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [
    buildMember(publicUser(ada), role),
    buildMember(grace, 'member'),
  ]);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/boards': ({ query }) =>
        json(200, {
          boards:
            query.get('status') === 'active'
              ? [buildBoard()]
              : [buildBoard({ _id: 'board-2', title: 'Old site', status: 'archived' })],
        }),
      ...handlers,
    },
    ada,
  );
  const view = renderApp(path);
  return { network, location: view.location };
}

const openResources = (
  role: WorkspaceRole = 'manager',
  search = '',
  extra: Record<string, Handler> = {},
) =>
  openReports(role, `/acme/reports/resource-analysis${search}`, {
    [`GET ${API}/resource-analysis`]: () => json(200, { report: resources }),
    ...extra,
  });

/** The table named `title` as rows of cell texts, the header first. */
function tableOf(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const queryOf = (request: { query: URLSearchParams } | undefined) =>
  Object.fromEntries(request?.query ?? []);

describe('workspace reports', () => {
  it('lists the three reports, and the workspace bar links to them', async () => {
    openReports('member', '/acme/reports');

    const links = await screen.findAllByRole('link', {
      name: /Resource analysis|vs complexity|User performance/,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/acme/reports/resource-analysis',
      '/acme/reports/time-complexity',
      '/acme/reports/user-performance',
    ]);
    const bar = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(bar).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/acme/reports',
    );
  });

  it('sends a guest to the forbidden page without asking for the report', async () => {
    const { location, network } = openReports('guest', '/acme/reports/resource-analysis');

    await waitFor(() => expect(location()).toBe('/workspace-error/forbidden?workspace=acme'));
    expect(network.calls(`GET ${API}/resource-analysis`)).toHaveLength(0);
  });

  it('asks a manager for the last 4 weeks and draws the chart and the table', async () => {
    const { network } = openResources();

    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    const [request] = network.calls(`GET ${API}/resource-analysis`);
    expect(queryOf(request)).toEqual({ from: '2026-04-23', to: '2026-05-20' });
    expect(tableOf('Members')).toEqual([
      [
        'Member',
        'Capacity (h/week)',
        'Quota share (h/week)',
        'Hours logged',
        'Open tasks',
        'Urgent',
        'High',
        'Medium',
        'Low',
        'No Priority',
      ],
      ['Ada Lovelace', '40 h', '12.5', '2.5', '3', '2', '0', '0', '1', '0'],
      ['Grace HopperOver-allocated', '8 h', '10', '0', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByTestId('weekly-chart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members: all' })).toBeInTheDocument();
  });

  it('asks again when the range changes, keeping it in the query string', async () => {
    const { network, location } = openResources();
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Range'), 'This week');

    await waitFor(() => expect(location()).toBe('/acme/reports/resource-analysis?range=this-week'));
    await waitFor(() => expect(network.calls(`GET ${API}/resource-analysis`)).toHaveLength(2));
    const last = network.calls(`GET ${API}/resource-analysis`).at(-1);
    expect(queryOf(last)).toEqual({ from: '2026-05-18', to: '2026-05-20' });
  });

  it('narrows to the boards and members chosen, archived boards offered too', async () => {
    const { network, location } = openResources();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Boards: all' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Old site (archived)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Members: all' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grace Hopper' }));

    await waitFor(() =>
      expect(location()).toBe(
        '/acme/reports/resource-analysis?boards=board-2,board-1&members=user-2',
      ),
    );
    const last = network.calls(`GET ${API}/resource-analysis`).at(-1);
    expect(queryOf(last)).toEqual({
      from: '2026-04-23',
      to: '2026-05-20',
      boardIds: 'board-2,board-1',
      userIds: 'user-2',
    });
  });

  it("downloads the server's CSV for the same query", async () => {
    const csv = 'Member,Username\r\nAda Lovelace,ada';
    const { network } = openResources('manager', '?range=this-week&boards=board-1', {
      [`GET ${API}/resource-analysis`]: ({ query }) =>
        query.get('format') === 'csv'
          ? new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
          : json(200, { report: resources }),
    });
    const user = userEvent.setup();
    const download = captureDownload();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await download).toEqual({
      fileName: 'resource-analysis-2026-05-18-2026-05-20.csv',
      text: csv,
    });
    const request = network.calls(`GET ${API}/resource-analysis`).at(-1);
    expect(queryOf(request)).toEqual({
      from: '2026-05-18',
      to: '2026-05-20',
      boardIds: 'board-1',
      format: 'csv',
    });
    expect(request?.headers.get('Accept')).toBe('text/csv');
  });

  it('gives a member no member filter, and their own capacity to change', async () => {
    const own = { ...resources, rows: resources.rows.slice(0, 1) };
    const { network } = openResources('member', '', {
      [`GET ${API}/resource-analysis`]: () => json(200, { report: own }),
      'PUT /api/workspaces/ws-1/members/user-1/capacity': () =>
        json(200, { capacity: { userId: 'user-1', weeklyHours: 32.5 } }),
    });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Weekly capacity of Ada Lovelace: 40 h. Change' }),
    );
    expect(screen.queryByRole('button', { name: /^Members/ })).not.toBeInTheDocument();
    const input = screen.getByLabelText('Weekly capacity of Ada Lovelace (hours)');
    await user.clear(input);
    await user.type(input, '200');
    expect(screen.getByRole('alert')).toHaveTextContent('weeklyHours must be at most 168');
    await user.clear(input);
    await user.type(input, '32.5{Enter}');

    await waitFor(() =>
      expect(network.calls('PUT /api/workspaces/ws-1/members/user-1/capacity')).toHaveLength(1),
    );
    const [put] = network.calls('PUT /api/workspaces/ws-1/members/user-1/capacity');
    expect(put?.body).toEqual({ weeklyHours: 32.5 });
    // The report is asked again for the new figure.
    await waitFor(() => expect(network.calls(`GET ${API}/resource-analysis`)).toHaveLength(2));
  });

  it.each([
    ['manager', true],
    ['member', false],
  ] as const)("lets a %s change another's capacity: %s", async (role, changes) => {
    openResources(role);
    expect(
      await screen.findByRole('button', { name: 'Weekly capacity of Ada Lovelace: 40 h. Change' }),
    ).toBeInTheDocument();
    const others = screen.queryByRole('button', {
      name: 'Weekly capacity of Grace Hopper: 8 h. Change',
    });
    expect(others !== null).toBe(changes);
  });

  it('shows the spread per level and per board, and links each outlier to its task', async () => {
    openReports('admin', '/acme/reports/time-complexity', {
      [`GET ${API}/time-complexity`]: () => json(200, { report: complexity }),
    });

    expect(await screen.findByRole('table', { name: 'By complexity' })).toBeInTheDocument();
    expect(tableOf('By complexity')[2]).toEqual([
      'Normal',
      '5',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
    ]);
    expect(tableOf('By complexity')[1]).toEqual(['Easy', '0', '–', '–', '–', '–', '–', '–']);
    expect(tableOf('By board')[1]).toEqual([
      'Website',
      'Normal',
      '5',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
      '3 h',
    ]);
    const outliers = screen.getByRole('list', { name: 'Estimate outliers' });
    expect(
      within(outliers).getByRole('link', { name: 'WEB-9 Rewrite the footer' }),
    ).toHaveAttribute('href', '/acme/projects/board-1?task=WEB-9');
    expect(outliers).toHaveTextContent(
      "on Website: 20 h at Normal, over its level's median of 3 h",
    );
  });

  it('shows each member’s completions, on-time rate and cycle time', async () => {
    openReports('owner', '/acme/reports/user-performance', {
      [`GET ${API}/user-performance`]: () => json(200, { report: performance }),
    });

    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(tableOf('Members')).toEqual([
      [
        'Member',
        'Tasks completed',
        'On time',
        'On-time rate',
        'Median cycle time',
        'Hours logged',
        'Comments',
      ],
      ['Grace Hopper', '3', '1 of 2 with a due date', '50%', '48 h', '1.5', '2'],
    ]);
  });
});
