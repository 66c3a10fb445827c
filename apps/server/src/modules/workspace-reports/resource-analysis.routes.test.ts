import type { ResourceAnalysisRow } from '@teamboard/shared/workspace-report';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import {
  castWorkspace,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let reports: ReturnType<typeof reportCalls>;
let alpha: TestBoard;
let workspaceId: string;

/** Monday 2025-03-03 to Sunday 2025-03-16: the weeks of 03-03 and 03-10. */
const RANGE = { from: '2025-03-03', to: '2025-03-16' };
const HOUR = 3600;

async function setCapacity(actor: Account, target: Account, weeklyHours: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/workspaces/${workspaceId}/members/${target.user._id}/capacity`,
    headers: bearer(actor),
    payload: { weeklyHours },
  });
}

/**
 * Alpha (quota 20 h, members: manager and member: 10 h each), Beta (quota 6 h, manager only),
 * Gamma (archived, quota 100 h, manager: not counted). The manager's capacity is 20 h (set by the
 * owner), the member's 8 h (set by herself).
 */
beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  workspaceId = workspace.id;
  reports = reportCalls(t, workspaceId);
  const calls = boardCalls(t, workspaceId, cast.manager);
  const expectOk = (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBe(200);
  const quota = async (board: TestBoard, weeklyHours: number) =>
    expectOk(
      await calls.inject(cast.manager, 'PUT', `/api/boards/${board.id}/working-hours-quota`, {
        weeklyHours,
      }),
    );
  alpha = await calls.newBoard('Alpha');
  const beta = await calls.newBoard('Beta');
  const gamma = await calls.newBoard('Gamma');
  const added = await calls.inject(cast.manager, 'POST', '/api/boards/members', {
    boardId: alpha.id,
    userId: cast.member.user._id,
  });
  expect(added.statusCode, added.body).toBe(200);
  await quota(alpha, 20);
  await quota(beta, 6);
  await quota(gamma, 100);

  const [, , done] = alpha.columns;
  const member = [cast.member.user._id];
  const a1 = await calls.newTask(alpha, { title: 'A1', priority: 2, assignees: member });
  await calls.newTask(alpha, { title: 'A2', priority: 4, assignees: member });
  await calls.newTask(alpha, { title: 'A3 done', priority: 2, assignees: member }, done);
  const b1 = await calls.newTask(beta, {
    title: 'B1',
    priority: 1,
    assignees: [cast.manager.user._id],
  });
  await calls.newTask(gamma, { title: 'C1', assignees: [cast.manager.user._id] });
  expectOk(await calls.inject(cast.manager, 'POST', `/api/boards/${gamma.id}/archive`));

  await reports.logHours(cast.manager, a1._id, '2025-03-04T09:00:00Z', 5);
  await reports.logHours(cast.manager, b1._id, '2025-03-10T08:00:00Z', 8);
  await reports.logHours(cast.manager, b1._id, '2025-03-12T06:00:00Z', 14);
  await reports.logHours(cast.member, a1._id, '2025-03-16T20:00:00Z', 3);
  // Either side of the range: not counted.
  await reports.logHours(cast.member, a1._id, '2025-03-02T23:00:00Z', 5);
  await reports.logHours(cast.member, a1._id, '2025-03-17T00:00:00Z', 5);
  // The owner's time in another workspace: not counted here.
  const elsewhere = await createWorkspaceWithCast(t.app, cast);
  const other = boardCalls(t, elsewhere.id, cast.owner);
  const otherTask = await other.newTask(await other.newBoard('Other'), { title: 'Elsewhere' });
  await reports.logHours(cast.owner, otherTask._id, '2025-03-05T09:00:00Z', 2);

  expectOk(await setCapacity(cast.owner, cast.manager, 20));
  expectOk(await setCapacity(cast.member, cast.member, 8));
});
afterAll(async () => {
  await t.close();
});

const publicUser = ({ user }: Account) => ({
  _id: user._id,
  name: user.name,
  username: user.username,
  avatar: null,
});
const rowOf = (rows: ResourceAnalysisRow[], account: Account) =>
  rows.find((row) => row.user._id === account.user._id);
const weekly = (first: number, second: number) => [
  { weekStart: '2025-03-03', loggedSeconds: first },
  { weekStart: '2025-03-10', loggedSeconds: second },
];

describe('resource analysis', () => {
  it('gives each member their hours per week, capacity, quota share and open tasks', async () => {
    const report = await reports.report(cast.manager, 'resource-analysis', RANGE);
    expect(report).toMatchObject({ kind: 'resource-analysis', ...RANGE });
    expect(report.weeks).toEqual(['2025-03-03', '2025-03-10']);
    // Everyone in the workspace, by name: The admin, client, guest, manager, member, owner.
    expect(report.rows.map((row) => row.user.name)).toEqual([
      'The admin',
      'The client',
      'The guest',
      'The manager',
      'The member',
      'The owner',
    ]);
    expect(rowOf(report.rows, cast.manager)).toEqual({
      user: publicUser(cast.manager),
      capacityHours: 20,
      quotaShareHours: 16,
      loggedSeconds: 27 * HOUR,
      weekly: weekly(5 * HOUR, 22 * HOUR),
      openTasks: 1,
      openTasksByPriority: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 },
      // 22 h logged in the week of 03-10, above 20.
      overAllocated: true,
    });
    expect(rowOf(report.rows, cast.member)).toEqual({
      user: publicUser(cast.member),
      capacityHours: 8,
      quotaShareHours: 10,
      loggedSeconds: 3 * HOUR,
      weekly: weekly(0, 3 * HOUR),
      openTasks: 2,
      openTasksByPriority: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 },
      // A 10 h share of Alpha's quota, above her 8 h.
      overAllocated: true,
    });
    expect(rowOf(report.rows, cast.owner)).toMatchObject({
      capacityHours: 40,
      quotaShareHours: 0,
      loggedSeconds: 0,
      weekly: weekly(0, 0),
      openTasks: 0,
      overAllocated: false,
    });
  });

  it('counts only the boards and people in the filter', async () => {
    const report = await reports.report(cast.admin, 'resource-analysis', {
      ...RANGE,
      boardIds: alpha.id,
      userIds: `${cast.manager.user._id},${cast.member.user._id}`,
    });
    expect(report.rows.map((row) => row.user._id)).toEqual([
      cast.manager.user._id,
      cast.member.user._id,
    ]);
    expect(rowOf(report.rows, cast.manager)).toMatchObject({
      quotaShareHours: 10,
      loggedSeconds: 5 * HOUR,
      weekly: weekly(5 * HOUR, 0),
      openTasks: 0,
      overAllocated: false,
    });
  });

  it('gives a member their own row only, whoever the filter names', async () => {
    const report = await reports.report(cast.member, 'resource-analysis', {
      ...RANGE,
      userIds: cast.manager.user._id,
    });
    expect(report.rows.map((row) => row.user._id)).toEqual([cast.member.user._id]);
  });

  it('downloads the table as CSV, formula-looking names neutralised', async () => {
    await t.app.ctx.db.execute(
      sql`update users set name = '=HYPERLINK("http://evil")' where id = ${cast.guest.user._id}`,
    );
    const response = await reports.request(cast.owner, 'resource-analysis', {
      ...RANGE,
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="resource-analysis-2025-03-03-2025-03-16.csv"',
    );
    expect(response.body.split('\r\n')).toHaveLength(7);
    const [headers, ...rows] = Papa.parse<string[]>(response.body.trim()).data;
    expect(headers).toEqual([
      'Member',
      'Username',
      'Weekly capacity (h)',
      'Quota share (h/week)',
      'Hours logged',
      'Week of 2025-03-03 (h)',
      'Week of 2025-03-10 (h)',
      'Open tasks',
      'Open: Urgent',
      'Open: High',
      'Open: Medium',
      'Open: Low',
      'Open: No Priority',
      'Over-allocated',
    ]);
    const member = rows.find((row) => row[0] === 'The member');
    expect(member).toEqual([
      'The member',
      cast.member.user.username,
      '8',
      '10',
      '3',
      '0',
      '3',
      '2',
      '1',
      '0',
      '1',
      '0',
      '0',
      'yes',
    ]);
    expect(rows.map((row) => row[0])).toContain(`'=HYPERLINK("http://evil")`);
  });
});

describe('weekly capacity', () => {
  it('is set by the member or by managers and up, between 0 and 168 hours', async () => {
    expect((await setCapacity(cast.member, cast.manager, 30)).statusCode).toBe(403);
    expect((await setCapacity(cast.guest, cast.guest, 30)).statusCode).toBe(200);
    const manager = await setCapacity(cast.manager, cast.member, 12.5);
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toEqual({
      capacity: { userId: cast.member.user._id, weeklyHours: 12.5 },
    });
    for (const [weeklyHours, message] of [
      [0, 'weeklyHours must be above 0'],
      [169, 'weeklyHours must be at most 168'],
      ['40', 'weeklyHours must be a number'],
    ] as const) {
      const refused = await setCapacity(cast.owner, cast.member, weeklyHours);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    const outsider = await setCapacity(cast.owner, cast.outsider, 10);
    expect(outsider.statusCode).toBe(404);
    expect((await setCapacity(cast.outsider, cast.outsider, 10)).statusCode).toBe(404);
    const report = await reports.report(cast.member, 'resource-analysis', RANGE);
    expect(report.rows[0]?.capacityHours).toBe(12.5);
  });
});
