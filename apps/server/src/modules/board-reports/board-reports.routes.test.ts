import { randomUUID } from 'node:crypto';
import type { BoardReport } from '@teamboard/shared/board-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import { timeCalls } from '../../test/time-calls';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;
let time: ReturnType<typeof timeCalls>;
let reports: ReturnType<typeof reportCalls>;
/** The manager's board with a known history (see `beforeAll`); its columns To Do, In Progress, Done. */
let board: TestBoard;
let labels: { bug: string; feature: string };

const TODO = 0;
const DOING = 1;
const DONE = 2;

/** A task created in column `createdIn` at `createdAt`, moved at the given instants. */
const taskWithHistory = (
  title: string,
  createdIn: number,
  createdAt: string,
  moves: [to: number, at: string][],
  fields: Record<string, unknown> = {},
) => reports.taskWithHistory(calls, board, { title, createdIn, createdAt, moves, fields });

async function logTime(account: Account, taskId: string, startTime: string, duration: number) {
  const response = await time.addTime(account, taskId, { startTime, duration });
  expect(response.statusCode, response.body).toBe(201);
}

const reportUrl = (boardId: string, from: string, to: string) =>
  `/api/boards/${boardId}/reports?from=${from}&to=${to}`;

async function reportOf(boardId: string, from: string, to: string): Promise<BoardReport> {
  const response = await calls.inject(cast.member, 'GET', reportUrl(boardId, from, to));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ report: BoardReport }>().report;
}

/**
 * The history, in UTC, around the range Wednesday 2025-03-05 to Sunday 2025-03-16 (weeks of
 * Monday 03-03 and Monday 03-10). Cycle times of the tasks done in the range: T1 36 h, T3 48 h,
 * T2 108 h, T4 370 h, T7 0 h.
 */
beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  calls = boardCalls(t, workspace.id, cast.manager);
  time = timeCalls(t);
  reports = reportCalls(t, workspace.id);
  board = await calls.newBoard('Reports');
  const label = async (name: string) => {
    const response = await calls.inject(cast.manager, 'POST', `/api/boards/${board.id}/labels`, {
      name,
      color: '#dc2626',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ label: { _id: string } }>().label._id;
  };
  labels = { bug: await label('Bug'), feature: await label('Feature') };

  // Leaves To Do the day the range starts, done the next evening.
  const t1 = await taskWithHistory(
    'T1',
    TODO,
    '2025-03-02T10:00:00Z',
    [
      [DOING, '2025-03-05T09:00:00Z'],
      [DONE, '2025-03-06T21:00:00Z'],
    ],
    { labels: [labels.bug] },
  );
  // Created in the range; leaves To Do at midnight exactly (so still in To Do at the end of 03-06).
  const t2 = await taskWithHistory(
    'T2',
    TODO,
    '2025-03-05T12:00:00Z',
    [
      [DOING, '2025-03-07T00:00:00Z'],
      [DONE, '2025-03-11T12:00:00Z'],
    ],
    { labels: [labels.bug, labels.feature] },
  );
  // Created past the first column: its cycle starts at its creation.
  await taskWithHistory('T3', DOING, '2025-03-06T08:00:00Z', [[DONE, '2025-03-08T08:00:00Z']]);
  // Done before the range (not counted), reopened, done again in it: the cycle runs from the first
  // time it left To Do.
  await taskWithHistory('T4', TODO, '2025-02-21T09:00:00Z', [
    [DOING, '2025-02-26T00:00:00Z'],
    [DONE, '2025-03-04T10:00:00Z'],
    [DOING, '2025-03-09T10:00:00Z'],
    [DONE, '2025-03-13T10:00:00Z'],
  ]);
  // Created near the end, never moved.
  await taskWithHistory('T5', TODO, '2025-03-15T15:00:00Z', []);
  // There and back again the same day: in To Do at the end of every day.
  const t6 = await taskWithHistory('T6', TODO, '2025-03-09T09:00:00Z', [
    [DOING, '2025-03-10T06:00:00Z'],
    [TODO, '2025-03-10T18:00:00Z'],
  ]);
  // Straight from To Do to Done: a cycle of 0 hours.
  await taskWithHistory('T7', TODO, '2025-03-02T08:00:00Z', [[DONE, '2025-03-14T06:00:00Z']]);
  // Moved only after the range: in To Do (where it was created) throughout.
  await taskWithHistory('T8', TODO, '2025-03-11T10:00:00Z', [[DOING, '2025-03-21T10:00:00Z']]);

  await logTime(cast.member, t1, '2025-03-05T10:00:00Z', 3600);
  await logTime(cast.member, t2, '2025-03-16T23:30:00Z', 1800);
  await logTime(cast.manager, t2, '2025-03-11T09:00:00Z', 7200);
  await logTime(cast.owner, t6, '2025-03-09T15:00:00Z', 600);
  // The days either side of the range: not counted.
  await logTime(cast.member, t1, '2025-03-04T23:59:00Z', 5400);
  await logTime(cast.member, t1, '2025-03-17T00:00:00Z', 5400);
  // Another board's time in the range: not counted.
  const elsewhere = await calls.newBoard('Elsewhere');
  const other = await calls.newTask(elsewhere, { title: 'Other' });
  await logTime(cast.manager, other._id, '2025-03-10T09:00:00Z', 3600);
});
afterAll(async () => {
  await t.close();
});

describe('a board report', () => {
  it('counts the tasks standing in each column at the end of each UTC day', async () => {
    const report = await reportOf(board.id, '2025-03-05', '2025-03-16');
    expect(report.from).toBe('2025-03-05');
    expect(report.to).toBe('2025-03-16');
    expect(report.columns.map((column) => [column._id, column.isDone])).toEqual([
      [board.columns[TODO], false],
      [board.columns[DOING], false],
      [board.columns[DONE], true],
    ]);
    const [todo = '', doing = '', done = ''] = board.columns;
    const flow = report.cumulativeFlow.map((day) => [
      day.date,
      day.counts[todo],
      day.counts[doing],
      day.counts[done],
    ]);
    expect(flow).toEqual([
      ['2025-03-05', 2, 1, 1],
      ['2025-03-06', 2, 1, 2],
      ['2025-03-07', 1, 2, 2],
      ['2025-03-08', 1, 1, 3],
      ['2025-03-09', 2, 2, 2],
      ['2025-03-10', 2, 2, 2],
      ['2025-03-11', 3, 1, 3],
      ['2025-03-12', 3, 1, 3],
      ['2025-03-13', 3, 0, 4],
      ['2025-03-14', 2, 0, 5],
      ['2025-03-15', 3, 0, 5],
      ['2025-03-16', 3, 0, 5],
    ]);
  });

  it('counts tasks arriving in a done column per Monday week, inside the range only', async () => {
    const report = await reportOf(board.id, '2025-03-05', '2025-03-16');
    // T4's arrival on Tuesday 03-04 is before the range: its week counts T1 and T3 only.
    expect(report.throughput).toEqual([
      { weekStart: '2025-03-03', completed: 2 },
      { weekStart: '2025-03-10', completed: 3 },
    ]);
  });

  it('gives the median and 85th percentile of the cycle times of the tasks done in the range', async () => {
    const report = await reportOf(board.id, '2025-03-05', '2025-03-16');
    // 0, 36, 48, 108, 370 hours: the 85th percentile is 108 + 0.4 × (370 − 108).
    expect(report.cycleTime).toEqual({ tasks: 5, medianHours: 48, p85Hours: 212.8 });
    const lastWeek = await reportOf(board.id, '2025-03-10', '2025-03-16');
    // T2 108, T4 370, T7 0.
    expect(lastWeek.cycleTime).toEqual({ tasks: 3, medianHours: 108, p85Hours: 291.4 });
  });

  it('sums the time of entries starting in the range per person and per label', async () => {
    const report = await reportOf(board.id, '2025-03-05', '2025-03-16');
    expect(report.timeByMember.map((row) => [row.user?._id, row.seconds])).toEqual([
      [cast.manager.user._id, 7200],
      [cast.member.user._id, 5400],
      [cast.owner.user._id, 600],
    ]);
    expect(report.timeByMember[0]?.user).toEqual({
      _id: cast.manager.user._id,
      name: cast.manager.user.name,
      username: cast.manager.user.username,
      avatar: null,
    });
    // T2's time counts under both its labels; T6 has none.
    expect(report.timeByLabel).toEqual([
      {
        label: { _id: labels.bug, name: 'Bug', color: '#dc2626', scope: 'board' },
        seconds: 3600 + 1800 + 7200,
      },
      {
        label: { _id: labels.feature, name: 'Feature', color: '#dc2626', scope: 'board' },
        seconds: 1800 + 7200,
      },
      { label: null, seconds: 600 },
    ]);
  });

  /** X and Y move To Do → In Progress (then renamed Doing) on 03-02; X goes on to Done on 03-04. */
  async function renamedBoard() {
    const renamed = await calls.newBoard('Renamed');
    const [todo = '', doing = '', done = ''] = renamed.columns;
    const x = await calls.newTask(renamed, { title: 'X' }, todo);
    const y = await calls.newTask(renamed, { title: 'Y' }, todo);
    for (const task of [x, y])
      expect((await calls.moveTask(task._id, doing, 'bottom')).statusCode).toBe(200);
    const rename = await calls.inject(cast.manager, 'PUT', `/api/columns/${doing}`, {
      title: 'Doing',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await calls.moveTask(x._id, done, 'bottom')).statusCode).toBe(200);
    await reports.dateHistory(x._id, '2025-03-01T10:00:00Z', [
      '2025-03-02T10:00:00Z',
      '2025-03-04T10:00:00Z',
    ]);
    await reports.dateHistory(y._id, '2025-03-01T10:00:00Z', ['2025-03-02T10:00:00Z']);
    const flow = async () =>
      (await reportOf(renamed.id, '2025-03-01', '2025-03-04')).cumulativeFlow.map((day) => [
        day.counts[todo],
        day.counts[doing],
        day.counts[done],
      ]);
    return { renamed, flow };
  }

  it('reads a move’s columns by id: a column renamed since still counts', async () => {
    const { flow } = await renamedBoard();
    expect(await flow()).toEqual([
      [2, 0, 0],
      [0, 2, 0],
      [0, 2, 0],
      [0, 1, 1],
    ]);
  });

  it('reads a line from before column ids by title: a renamed column’s old title is no column', async () => {
    const { renamed, flow } = await renamedBoard();
    await t.app.ctx.db.execute(sql`
      update task_activity set data = data - 'fromColumnId' - 'toColumnId'
      where board_id = ${renamed.id}`);
    // X's stay in "In Progress" is lost with the title; Y's is its last, in Doing today.
    expect(await flow()).toEqual([
      [2, 0, 0],
      [0, 1, 0],
      [0, 1, 0],
      [0, 1, 1],
    ]);
  });

  it('is zeros and nulls for a board without tasks', async () => {
    const empty = await calls.newBoard('Empty');
    const report = await reportOf(empty.id, '2025-03-08', '2025-03-10');
    const zeros = Object.fromEntries(empty.columns.map((column) => [column, 0]));
    expect(report).toMatchObject({
      cumulativeFlow: [
        { date: '2025-03-08', counts: zeros },
        { date: '2025-03-09', counts: zeros },
        { date: '2025-03-10', counts: zeros },
      ],
      throughput: [
        { weekStart: '2025-03-03', completed: 0 },
        { weekStart: '2025-03-10', completed: 0 },
      ],
      cycleTime: { tasks: 0, medianHours: null, p85Hours: null },
      timeByMember: [],
      timeByLabel: [],
    });
  });

  it('covers up to 366 days, from on or before to, in ISO dates', async () => {
    const leapYear = await reportOf(board.id, '2024-01-01', '2024-12-31');
    expect(leapYear.cumulativeFlow).toHaveLength(366);
    for (const [query, message] of [
      ['from=2025-03-10&to=2025-03-09', 'from must not be after to'],
      ['from=2024-01-01&to=2025-01-01', 'A report covers at most 366 days'],
      ['from=2025-02-30&to=2025-03-09', 'Use an ISO date (YYYY-MM-DD)'],
      ['from=2025-03-01&to=03/09/2025', 'Use an ISO date (YYYY-MM-DD)'],
    ] as const) {
      const response = await calls.inject(
        cast.member,
        'GET',
        `/api/boards/${board.id}/reports?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message });
    }
    const missing = await calls.inject(cast.member, 'GET', `/api/boards/${board.id}/reports`);
    expect(missing.statusCode).toBe(400);
  });

  it('is hidden from people who cannot see the board', async () => {
    for (const account of [cast.client, cast.outsider]) {
      const response = await calls.inject(
        account,
        'GET',
        reportUrl(board.id, '2025-03-05', '2025-03-16'),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Board not found' });
    }
    const unknown = reportUrl(randomUUID(), '2025-03-05', '2025-03-06');
    expect((await calls.inject(cast.member, 'GET', unknown)).statusCode).toBe(404);
    const malformed = reportUrl('nope', '2025-03-05', '2025-03-06');
    expect((await calls.inject(cast.member, 'GET', malformed)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: reportUrl(board.id, '2025-03-05', '2025-03-16'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
