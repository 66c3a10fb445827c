import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let reports: ReturnType<typeof reportCalls>;
let alpha: TestBoard;
let beta: TestBoard;
let farOff: { _id: string; taskId: string; title: string };

const RANGE = { from: '2025-03-03', to: '2025-03-16' };
const IN_RANGE = '2025-03-05T09:00:00Z';

/**
 * Hours per task in the range. Normal (2): 1, 2, 3, 4 on Alpha and 20 on Beta; Hard (4): 5 on
 * Alpha. The member logged only the 1 and half of the 2 (the manager the rest).
 */
beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  reports = reportCalls(t, workspace.id);
  const calls = boardCalls(t, workspace.id, cast.manager);
  alpha = await calls.newBoard('Alpha');
  beta = await calls.newBoard('Beta');
  const task = (board: TestBoard, title: string, complexity: number | null) =>
    calls.newTask(board, { title, complexity });
  const one = await task(alpha, 'One', 2);
  const two = await task(alpha, 'Two', 2);
  const three = await task(alpha, 'Three', 2);
  const four = await task(alpha, 'Four', 2);
  const far = await task(beta, 'Far off', 2);
  const hard = await task(alpha, 'Hard', 4);
  const unsized = await task(alpha, 'No complexity', null);
  farOff = { _id: far._id, taskId: far.taskId, title: far.title };

  await reports.logHours(cast.member, one._id, IN_RANGE, 1);
  await reports.logHours(cast.member, two._id, IN_RANGE, 1);
  await reports.logHours(cast.manager, two._id, '2025-03-14T09:00:00Z', 1);
  await reports.logHours(cast.manager, three._id, IN_RANGE, 3);
  await reports.logHours(cast.manager, four._id, IN_RANGE, 4);
  await reports.logHours(cast.manager, far._id, IN_RANGE, 12);
  await reports.logHours(cast.manager, far._id, '2025-03-11T09:00:00Z', 8);
  await reports.logHours(cast.manager, hard._id, IN_RANGE, 5);
  await reports.logHours(cast.manager, unsized._id, IN_RANGE, 9);
  // Outside the range: not counted.
  await reports.logHours(cast.manager, one._id, '2025-03-17T09:00:00Z', 20);
});
afterAll(async () => {
  await t.close();
});

const none = {
  tasks: 0,
  medianHours: null,
  meanHours: null,
  p25Hours: null,
  p75Hours: null,
  minHours: null,
  maxHours: null,
};

describe('time vs complexity', () => {
  it('summarises the hours per task of each level and lists the tasks far outside it', async () => {
    const report = await reports.report(cast.owner, 'time-complexity', RANGE);
    // Normal: 1, 2, 3, 4, 20. Quartiles 2 and 4: the fences are -1 and 7, so 20 is an outlier.
    expect(report.levels).toEqual([
      { complexity: 1, ...none },
      {
        complexity: 2,
        tasks: 5,
        medianHours: 3,
        meanHours: 6,
        p25Hours: 2,
        p75Hours: 4,
        minHours: 1,
        maxHours: 20,
      },
      { complexity: 3, ...none },
      {
        complexity: 4,
        tasks: 1,
        medianHours: 5,
        meanHours: 5,
        p25Hours: 5,
        p75Hours: 5,
        minHours: 5,
        maxHours: 5,
      },
      { complexity: 5, ...none },
    ]);
    expect(report.boards).toEqual([
      {
        complexity: 2,
        board: { _id: alpha.id, title: 'Alpha' },
        tasks: 4,
        medianHours: 2.5,
        meanHours: 2.5,
        p25Hours: 1.75,
        p75Hours: 3.25,
        minHours: 1,
        maxHours: 4,
      },
      {
        complexity: 4,
        board: { _id: alpha.id, title: 'Alpha' },
        tasks: 1,
        medianHours: 5,
        meanHours: 5,
        p25Hours: 5,
        p75Hours: 5,
        minHours: 5,
        maxHours: 5,
      },
      {
        complexity: 2,
        board: { _id: beta.id, title: 'Beta' },
        tasks: 1,
        medianHours: 20,
        meanHours: 20,
        p25Hours: 20,
        p75Hours: 20,
        minHours: 20,
        maxHours: 20,
      },
    ]);
    expect(report.outliers).toEqual([
      {
        task: farOff,
        board: { _id: beta.id, title: 'Beta' },
        complexity: 2,
        hours: 20,
        levelMedianHours: 3,
        direction: 'over',
      },
    ]);
  });

  it('counts only the time of the people in view: a member sees their own', async () => {
    const report = await reports.report(cast.member, 'time-complexity', RANGE);
    expect(report.levels[1]).toEqual({
      complexity: 2,
      tasks: 2,
      medianHours: 1,
      meanHours: 1,
      p25Hours: 1,
      p75Hours: 1,
      minHours: 1,
      maxHours: 1,
    });
    expect(report.outliers).toEqual([]);
    const filtered = await reports.report(cast.manager, 'time-complexity', {
      ...RANGE,
      boardIds: beta.id,
    });
    expect(filtered.levels.map((level) => level.tasks)).toEqual([0, 1, 0, 0, 0]);
  });

  it('downloads the levels and boards as CSV', async () => {
    const response = await reports.request(cast.manager, 'time-complexity', {
      ...RANGE,
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    const [headers, ...rows] = Papa.parse<string[]>(response.body.trim()).data;
    expect(headers).toEqual([
      'Board',
      'Complexity',
      'Tasks',
      'Median (h)',
      'Mean (h)',
      '25th percentile (h)',
      '75th percentile (h)',
      'Least (h)',
      'Most (h)',
    ]);
    expect(rows).toEqual([
      ['All boards', 'Easy', '0', '', '', '', '', '', ''],
      ['All boards', 'Normal', '5', '3', '6', '2', '4', '1', '20'],
      ['All boards', 'Medium', '0', '', '', '', '', '', ''],
      ['All boards', 'Hard', '1', '5', '5', '5', '5', '5', '5'],
      ['All boards', 'Extreme', '0', '', '', '', '', '', ''],
      ['Alpha', 'Normal', '4', '2.5', '2.5', '1.75', '3.25', '1', '4'],
      ['Alpha', 'Hard', '1', '5', '5', '5', '5', '5', '5'],
      ['Beta', 'Normal', '1', '20', '20', '20', '20', '20', '20'],
    ]);
  });
});
