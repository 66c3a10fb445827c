import type { Dashboard, DueBuckets, WorkspaceHome } from '@teamboard/shared/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, taskAssignees } from '../../db/schema/index';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { chatCalls } from '../../test/chat-calls';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import {
  addMember,
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

/** The app's clock is set to Wednesday 2025-03-12 10:00 UTC: its week runs from Monday 03-10. */
const NOW = Date.parse('2025-03-12T10:00:00Z');
const DONE = 2;

let t: TestApp;
let cast: Cast;
let time: ReturnType<typeof timeCalls>;
let home: { id: string; url: string };
let other: { id: string; name: string; url: string };
let pending: { id: string; name: string; url: string };
/** The manager's boards: `main` (member's tasks), `shared` (the guest is on it), `archived`. */
let boards: { main: TestBoard; shared: TestBoard; archived: TestBoard; other: TestBoard };
const titles: Record<string, string> = {};

const get = (account: Account | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account) : {} });

async function okJson<T>(account: Account, url: string): Promise<T> {
  const response = await get(account, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const dashboardOf = async (account: Account) =>
  (await okJson<{ dashboard: Dashboard }>(account, '/api/me/dashboard')).dashboard;
const homeOf = async (account: Account, workspace = home.url) =>
  (await okJson<{ home: WorkspaceHome }>(account, `/api/workspaces/${workspace}/home`)).home;

/** Each bucket as its total and task titles, in order. */
const titlesByBucket = (buckets: DueBuckets) =>
  Object.fromEntries(
    Object.entries(buckets).map(([name, bucket]) => [
      name,
      { total: bucket.total, titles: bucket.tasks.map((task) => task.title) },
    ]),
  );

async function newWorkspace(name: string): Promise<{ id: string; name: string; url: string }> {
  const url = `${name.toLowerCase().replace(/\W+/g, '-')}-${String(process.pid)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(cast.owner),
    payload: { name, url },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ workspace: { _id: string } }>().workspace._id, name, url };
}

async function setCapacity(workspaceId: string, account: Account, weeklyHours: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/workspaces/${workspaceId}/members/${account.user._id}/capacity`,
    headers: bearer(account),
    payload: { weeklyHours },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW - Date.now());
  time = timeCalls(t);
  cast = await createCast(t.app);
  home = await createWorkspaceWithCast(t.app, cast);
  other = await newWorkspace('Other Place');
  await addMember(t.app, cast.owner, other.id, cast.member, 'member');
  pending = await newWorkspace('Pending Place');
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${pending.id}/members`,
    headers: bearer(cast.owner),
    payload: { email: cast.member.email, role: 'member' },
  });
  expect(invited.statusCode, invited.body).toBe(202);

  const calls = boardCalls(t, home.id, cast.manager);
  boards = {
    main: await calls.newBoard('Main'),
    shared: await calls.newBoard('Shared'),
    archived: await calls.newBoard('Archived'),
    other: await boardCalls(t, other.id, cast.owner).newBoard('Elsewhere'),
  };
  const added = await calls.inject(cast.manager, 'POST', '/api/boards/members', {
    boardId: boards.shared.id,
    userId: cast.guest.user._id,
    role: 'collaborator',
  });
  expect(added.statusCode, added.body).toBe(200);

  const assigned = async (
    board: TestBoard,
    title: string,
    dueDate: string | null,
    to: Account = cast.member,
    column = board.columns[0],
  ) => {
    const owner = board === boards.other ? cast.owner : cast.manager;
    const task = await boardCalls(t, home.id, owner).newTask(
      board,
      { title, dueDate, assignees: [to.user._id] },
      column,
    );
    titles[title] = task._id;
    return task;
  };
  // UTC days around Wednesday 03-12: overdue before it, today, this week up to Sunday 03-16.
  await assigned(boards.main, 'Overdue last week', '2025-03-06T12:00:00Z');
  await assigned(boards.main, 'Overdue by a minute', '2025-03-11T23:59:00Z');
  await assigned(boards.main, 'Today at midnight', '2025-03-12T00:00:00Z');
  await assigned(boards.main, 'Today late', '2025-03-12T23:30:00+00:00');
  // 2025-03-12T21:00-05:00 is 03-13 02:00 UTC: tomorrow, so this week.
  await assigned(boards.main, 'Tomorrow in New York', '2025-03-12T21:00:00-05:00');
  await assigned(boards.main, 'Sunday night', '2025-03-16T23:59:59Z');
  await assigned(boards.main, 'Next Monday', '2025-03-17T00:00:00Z');
  await assigned(boards.main, 'Someday', null);
  await assigned(
    boards.main,
    'Done already',
    '2025-03-10T12:00:00Z',
    cast.member,
    boards.main.columns[DONE],
  );
  await assigned(boards.main, 'Not mine', '2025-03-12T12:00:00Z', cast.admin);
  await assigned(boards.archived, 'On an archived board', '2025-03-12T12:00:00Z');
  await assigned(boards.other, 'In the other workspace', '2025-03-14T09:00:00Z');
  await assigned(boards.shared, 'Guest work', '2025-03-13T09:00:00Z', cast.guest);
  // Assigned to the guest on a board they are not on (as if left there): never shown to them.
  await t.app.ctx.db
    .insert(taskAssignees)
    .values({ taskId: titles['Not mine'] ?? '', userId: cast.guest.user._id });
  const archived = await calls.inject(
    cast.manager,
    'POST',
    `/api/boards/${boards.archived.id}/archive`,
  );
  expect(archived.statusCode, archived.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/me/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await get(null, '/api/me/dashboard')).statusCode).toBe(401);
  });

  it('buckets my open tasks by UTC day across my workspaces, done columns and archived boards left out', async () => {
    const dashboard = await dashboardOf(cast.member);
    expect(titlesByBucket(dashboard.tasks)).toEqual({
      overdue: { total: 2, titles: ['Overdue last week', 'Overdue by a minute'] },
      today: { total: 2, titles: ['Today at midnight', 'Today late'] },
      thisWeek: {
        total: 3,
        titles: ['Tomorrow in New York', 'In the other workspace', 'Sunday night'],
      },
      later: { total: 1, titles: ['Next Monday'] },
      noDueDate: { total: 1, titles: ['Someday'] },
    });
    const elsewhere = dashboard.tasks.thisWeek.tasks[1];
    expect(elsewhere?.board).toEqual({ _id: boards.other.id, title: 'Elsewhere' });
    expect(elsewhere?.workspace).toEqual({
      _id: other.id,
      name: other.name,
      url: other.url,
    });
    expect(elsewhere?.dueDate).toBe('2025-03-14T09:00:00.000Z');
  });

  it('shows a guest only the tasks of boards they were added to', async () => {
    const { tasks } = await dashboardOf(cast.guest);
    expect(titlesByBucket(tasks).thisWeek).toEqual({ total: 1, titles: ['Guest work'] });
    expect(tasks.today.total).toBe(0);
  });

  it('counts this UTC week’s logged hours, not running timers, against my largest capacity', async () => {
    await setCapacity(home.id, cast.member, 30);
    await setCapacity(other.id, cast.member, 45);
    const log = async (task: string, startTime: string, duration: number) => {
      const response = await time.addTime(cast.member, titles[task] ?? '', { startTime, duration });
      expect(response.statusCode, response.body).toBe(201);
    };
    await log('Someday', '2025-03-10T00:00:00Z', 60 * 60);
    await log('In the other workspace', '2025-03-11T15:00:00Z', 90 * 60);
    // Sunday before: last week.
    await log('Someday', '2025-03-09T23:30:00Z', 120 * 60);
    const started = await time.start(cast.member, titles['Today late'] ?? '');
    expect(started.statusCode, started.body).toBe(200);

    const { week } = await dashboardOf(cast.member);
    expect(week).toEqual({
      start: '2025-03-10T00:00:00.000Z',
      end: '2025-03-17T00:00:00.000Z',
      loggedSeconds: 150 * 60,
      capacityHours: 45,
    });
    expect((await dashboardOf(cast.outsider)).week.capacityHours).toBe(40);
  });

  it('counts unread notifications and the chats with something unread', async () => {
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: bearer(cast.member),
    });
    expect(marked.statusCode).toBe(200);
    const note = (read: boolean) => ({
      userId: cast.member.user._id,
      type: 'mention',
      title: 'A note',
      message: 'Hello',
      read,
    });
    await t.app.ctx.db.insert(notifications).values([note(false), note(false), note(true)]);

    const inHome = chatCalls(() => ({ t, workspaceId: home.id }));
    await inHome.send(cast.manager, await inHome.chatBetween(cast.manager, cast.member), 'One');
    const read = await inHome.chatBetween(cast.admin, cast.member);
    await inHome.send(cast.admin, read, 'Two');
    expect((await inHome.call(cast.member, 'POST', `/api/chats/${read._id}/read`)).statusCode).toBe(
      200,
    );
    const inOther = chatCalls(() => ({ t, workspaceId: other.id }));
    const chat = await inOther.chatBetween(cast.owner, cast.member);
    await inOther.send(cast.owner, chat, 'Three');
    await inOther.send(cast.owner, chat, 'Four');

    const dashboard = await dashboardOf(cast.member);
    expect(dashboard.unreadNotifications).toBe(2);
    expect(dashboard.unreadChats).toBe(2);
  });

  it('lists the invitations waiting for my address, with workspace and inviter', async () => {
    const { invitations } = await dashboardOf(cast.member);
    expect(
      invitations.map((each) => [each.workspace.name, each.invitedBy.name, each.role]),
    ).toEqual([[pending.name, cast.owner.user.name, 'member']]);
  });
});

describe('GET /api/workspaces/{id}/home', () => {
  it('answers 401 without a session and 404 to an outsider', async () => {
    expect((await get(null, `/api/workspaces/${home.id}/home`)).statusCode).toBe(401);
    expect((await get(cast.outsider, `/api/workspaces/${home.id}/home`)).statusCode).toBe(404);
  });

  it('lists my open tasks of this workspace only, and my timer when it runs here', async () => {
    const page = await homeOf(cast.member);
    expect(titlesByBucket(page.tasks).thisWeek).toEqual({
      total: 2,
      titles: ['Tomorrow in New York', 'Sunday night'],
    });
    expect(page.timer?.task.title).toBe('Today late');
    expect((await homeOf(cast.member, other.id)).timer).toBeNull();
  });

  it('records a board visit when the board is opened, at most once a minute, most recent first', async () => {
    const open = async (board: TestBoard, account = cast.member) =>
      (await get(account, `/api/boards/${board.id}`)).statusCode;
    expect(await open(boards.main)).toBe(200);
    const first = (await homeOf(cast.member)).recentBoards;
    expect(first.map((board) => board.title)).toEqual(['Main']);

    await time.advance(30_000, everyoneIn(cast));
    expect(await open(boards.main)).toBe(200);
    expect((await homeOf(cast.member)).recentBoards).toEqual(first);

    await time.advance(MINUTE, everyoneIn(cast));
    expect(await open(boards.shared)).toBe(200);
    await time.advance(2 * MINUTE, everyoneIn(cast));
    expect(await open(boards.main)).toBe(200);
    const recent = (await homeOf(cast.member)).recentBoards;
    expect(recent.map((board) => board.title)).toEqual(['Main', 'Shared']);
    const visited = (board: { visitedAt?: string } | undefined) =>
      Date.parse(board?.visitedAt ?? '');
    expect(visited(recent[0]) - visited(first[0])).toBeGreaterThanOrEqual(3.5 * MINUTE);

    // A board the guest cannot see is not theirs to visit.
    expect(await open(boards.main, cast.guest)).toBe(404);
    expect(await open(boards.shared, cast.guest)).toBe(200);
    expect((await homeOf(cast.guest)).recentBoards.map((board) => board.title)).toEqual(['Shared']);
  });

  it('lists favourite boards, archived ones left out', async () => {
    for (const board of [boards.shared, boards.archived]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/boards/${board.id}/favorite`,
        headers: bearer(cast.member),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await homeOf(cast.member)).favoriteBoards.map((board) => board.title)).toEqual([
      'Shared',
    ]);
  });

  it('shows the latest activity of the boards the caller sees, newest first', async () => {
    const activity = (await homeOf(cast.member)).activity;
    expect(activity[0]).toMatchObject({
      type: 'task_created',
      task: { title: 'Guest work' },
      board: { _id: boards.shared.id, title: 'Shared' },
    });
    expect(activity.map((line) => line.task.title)).not.toContain('On an archived board');
    expect(activity.map((line) => line.task.title)).not.toContain('In the other workspace');
    expect(activity.map((line) => line.task.title)).toContain('Overdue last week');

    const guests = (await homeOf(cast.guest)).activity;
    expect(guests.map((line) => [line.board.title, line.task.title])).toEqual([
      ['Shared', 'Guest work'],
    ]);
  });
});
