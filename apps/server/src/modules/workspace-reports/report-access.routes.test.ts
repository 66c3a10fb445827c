import { WORKSPACE_REPORTS } from '@teamboard/shared/workspace-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../../test/board-fixture';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let reports: ReturnType<typeof reportCalls>;
let workspaceId: string;
/** A board of another workspace of the same people, with an hour logged by the manager. */
let elsewhereBoard: string;

const RANGE = { from: '2025-03-03', to: '2025-03-16' };

beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  workspaceId = workspace.id;
  reports = reportCalls(t, workspaceId);
  const elsewhere = await createWorkspaceWithCast(t.app, cast);
  const calls = boardCalls(t, elsewhere.id, cast.manager);
  const board = await calls.newBoard('Elsewhere');
  const task = await calls.newTask(board, { title: 'Not here', complexity: 2 });
  await reports.logHours(cast.manager, task._id, '2025-03-05T09:00:00Z', 1);
  elsewhereBoard = board.id;
});
afterAll(async () => {
  await t.close();
});

describe('who sees the workspace reports', () => {
  it.each(WORKSPACE_REPORTS)(
    '%s: everyone to managers and up, their own row to members',
    async (kind) => {
      for (const account of [cast.owner, cast.admin, cast.manager]) {
        const response = await reports.request(account, kind, RANGE);
        expect(response.statusCode, response.body).toBe(200);
        const { report } = response.json<{ report: { rows?: unknown[] } }>();
        if (report.rows) expect(report.rows).toHaveLength(6);
      }
      const member = await reports.request(cast.member, kind, RANGE);
      expect(member.statusCode).toBe(200);
      const { report } = member.json<{ report: { rows?: { user: { _id: string } }[] } }>();
      if (report.rows)
        expect(report.rows.map((row) => row.user._id)).toEqual([cast.member.user._id]);
      for (const account of [cast.guest, cast.client, cast.outsider]) {
        const refused = await reports.request(account, kind, RANGE);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: 'Workspace not found', code: 'NOT_FOUND' });
      }
      const signedOut = await t.app.inject({
        method: 'GET',
        url: `/api/workspaces/${workspaceId}/reports/${kind}?from=2025-03-03&to=2025-03-16`,
      });
      expect(signedOut.statusCode).toBe(401);
    },
  );

  it('never counts a board of another workspace, even when the filter names it', async () => {
    const report = await reports.report(cast.manager, 'time-complexity', {
      ...RANGE,
      boardIds: elsewhereBoard,
    });
    expect(report.levels.map((level) => level.tasks)).toEqual([0, 0, 0, 0, 0]);
    const time = await reports.report(cast.manager, 'resource-analysis', {
      ...RANGE,
      boardIds: elsewhereBoard,
    });
    expect(time.rows.every((row) => row.loggedSeconds === 0)).toBe(true);
  });

  it('refuses a bad range or a malformed id with the reason', async () => {
    for (const [query, message] of [
      [{ from: '2025-03-10', to: '2025-03-09' }, 'from must not be after to'],
      [{ from: '2024-01-01', to: '2025-01-01' }, 'A report covers at most 366 days'],
      [{ from: '2025-02-30', to: '2025-03-09' }, 'Use an ISO date (YYYY-MM-DD)'],
      [{ ...RANGE, boardIds: 'not-an-id' }, 'Invalid id'],
      [{ ...RANGE, format: 'xlsx' }, 'Invalid option: expected one of "json"|"csv"'],
    ] as const) {
      const response = await reports.request(cast.owner, 'resource-analysis', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });
});
