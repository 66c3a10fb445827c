import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let reports: ReturnType<typeof reportCalls>;
let calls: ReturnType<typeof boardCalls>;
let board: TestBoard;

const RANGE = { from: '2025-03-03', to: '2025-03-16' };
const DOING = 1;
const DONE = 2;

/** A task created in To Do at `createdAt`, moved (by the manager) at the given instants. */
const taskWithHistory = (
  title: string,
  fields: Record<string, unknown>,
  createdAt: string,
  moves: [to: number, at: string][],
) => reports.taskWithHistory(calls, board, { title, fields, createdAt, moves });

async function comment(account: Account, taskId: string, at: string) {
  const response = await calls.inject(account, 'POST', `/api/tasks/${taskId}/comments`, {
    content: 'Looked at it',
  });
  expect(response.statusCode, response.body).toBe(201);
  const { comment: created } = response.json<{ comment: { _id: string } }>();
  await t.app.ctx.db.execute(sql`update comments set created_at = ${at} where id = ${created._id}`);
}

/**
 * The member completes P1 (on time, 48 h cycle) and P2 (late, 75 h) in the first week and P3
 * (no due date, 24 h, shared with the manager) in the second; the manager also P4 (nobody
 * assigned, so it counts for him, who moved it: on time, 39 h). P5 was done before the range.
 */
beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  reports = reportCalls(t, workspace.id);
  calls = boardCalls(t, workspace.id, cast.manager);
  board = await calls.newBoard('Delivery');
  const member = [cast.member.user._id];
  const p1 = await taskWithHistory(
    'P1',
    { assignees: member, dueDate: '2025-03-07T00:00:00.000Z' },
    '2025-03-01T10:00:00Z',
    [
      [DOING, '2025-03-04T10:00:00Z'],
      [DONE, '2025-03-06T10:00:00Z'],
    ],
  );
  await taskWithHistory(
    'P2',
    { assignees: member, dueDate: '2025-03-05T00:00:00.000Z' },
    '2025-03-01T10:00:00Z',
    [
      [DOING, '2025-03-05T09:00:00Z'],
      [DONE, '2025-03-08T12:00:00Z'],
    ],
  );
  await taskWithHistory(
    'P3',
    { assignees: [cast.manager.user._id, cast.member.user._id] },
    '2025-03-10T08:00:00Z',
    [
      [DOING, '2025-03-10T20:00:00Z'],
      [DONE, '2025-03-11T20:00:00Z'],
    ],
  );
  await taskWithHistory('P4', { dueDate: '2025-03-12T00:00:00.000Z' }, '2025-03-10T12:00:00Z', [
    [DOING, '2025-03-11T00:00:00Z'],
    [DONE, '2025-03-12T15:00:00Z'],
  ]);
  await taskWithHistory('P5', { assignees: member }, '2025-02-20T10:00:00Z', [
    [DONE, '2025-03-01T10:00:00Z'],
  ]);
  // Renaming the done column since changes nothing: the history keeps its id.
  const renamed = await calls.inject(cast.manager, 'PUT', `/api/columns/${board.columns[DONE]}`, {
    title: 'Shipped',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);

  await reports.logHours(cast.member, p1, '2025-03-04T11:00:00Z', 1.5);
  await comment(cast.member, p1, '2025-03-04T12:00:00Z');
  await comment(cast.member, p1, '2025-03-16T23:59:00Z');
  await comment(cast.member, p1, '2025-03-17T00:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('user performance', () => {
  it('counts completions, the on-time rate, the median cycle time, hours and comments', async () => {
    const report = await reports.report(cast.manager, 'user-performance', RANGE);
    const rowOf = (account: Account) =>
      report.rows.find((row) => row.user._id === account.user._id);
    expect(rowOf(cast.member)).toMatchObject({
      completed: 3,
      completedWithDueDate: 2,
      completedOnTime: 1,
      onTimeRate: 0.5,
      medianCycleHours: 48,
      loggedSeconds: 5400,
      comments: 2,
      weekly: [
        { weekStart: '2025-03-03', completed: 2, loggedSeconds: 5400 },
        { weekStart: '2025-03-10', completed: 1, loggedSeconds: 0 },
      ],
    });
    expect(rowOf(cast.manager)).toMatchObject({
      completed: 2,
      completedWithDueDate: 1,
      completedOnTime: 1,
      onTimeRate: 1,
      medianCycleHours: 31.5,
      loggedSeconds: 0,
      comments: 0,
      weekly: [
        { weekStart: '2025-03-03', completed: 0, loggedSeconds: 0 },
        { weekStart: '2025-03-10', completed: 2, loggedSeconds: 0 },
      ],
    });
    expect(rowOf(cast.owner)).toMatchObject({
      completed: 0,
      completedWithDueDate: 0,
      onTimeRate: null,
      medianCycleHours: null,
    });
  });

  it('narrows to the range: the second week alone', async () => {
    const report = await reports.report(cast.member, 'user-performance', {
      from: '2025-03-10',
      to: '2025-03-16',
    });
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      user: { _id: cast.member.user._id },
      completed: 1,
      completedWithDueDate: 0,
      onTimeRate: null,
      medianCycleHours: 24,
      comments: 1,
    });
  });

  it('downloads the table as CSV', async () => {
    const response = await reports.request(cast.admin, 'user-performance', {
      ...RANGE,
      userIds: cast.member.user._id,
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    expect(Papa.parse<string[]>(response.body.trim()).data).toEqual([
      [
        'Member',
        'Username',
        'Tasks completed',
        'With a due date',
        'On time',
        'On-time rate (%)',
        'Median cycle time (h)',
        'Hours logged',
        'Comments',
        'Completed week of 2025-03-03',
        'Completed week of 2025-03-10',
      ],
      ['The member', cast.member.user.username, '3', '2', '1', '50', '48', '1.5', '2', '2', '1'],
    ]);
  });
});
