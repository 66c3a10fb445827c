import type {
  ResourceAnalysis,
  TimeComplexity,
  UserPerformance,
  WorkspaceReportKind,
} from '@teamboard/shared/workspace-report';
import { sql } from 'drizzle-orm';
import type { boardCalls, TestBoard } from './board-fixture';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

interface Reports {
  'resource-analysis': ResourceAnalysis;
  'time-complexity': TimeComplexity;
  'user-performance': UserPerformance;
}

/** The workspace report calls for API tests, and the setup they need (dated history, time). */
export function reportCalls(t: TestApp, workspaceId: string) {
  const request = (account: Account, kind: WorkspaceReportKind, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/reports/${kind}?${new URLSearchParams(query).toString()}`,
      headers: bearer(account),
    });

  /** A report as `account` sees it; throws with the body unless the server answers 200. */
  async function report<K extends WorkspaceReportKind>(
    account: Account,
    kind: K,
    query: Record<string, string>,
  ): Promise<Reports[K]> {
    const response = await request(account, kind, query);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<{ report: Reports[K] }>().report;
  }

  /** Logs a finished entry of `hours` on a task, starting at `startTime`. */
  async function logHours(account: Account, taskId: string, startTime: string, hours: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/time`,
      headers: bearer(account),
      payload: { startTime, duration: Math.round(hours * 3600) },
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  }

  /** Dates a task's creation, and its moves (oldest first) with `instants` in order. */
  async function dateHistory(taskId: string, createdAt: string, instants: string[]) {
    await t.app.ctx.db.execute(sql`
      with history as (
        select id, row_number() over (order by created_at, id) as nth from task_activity
        where task_id = ${taskId} and type = 'task_moved')
      update task_activity a
      set created_at = (string_to_array(${instants.join(',')}, ','))[history.nth]::timestamptz
      from history where a.id = history.id`);
    await t.app.ctx.db.execute(
      sql`update tasks set created_at = ${createdAt} where id = ${taskId}`,
    );
    await t.app.ctx.db.execute(sql`
      update task_activity set created_at = ${createdAt}
      where task_id = ${taskId} and type = 'task_created'`);
  }

  /**
   * A task created in column `createdIn` (by index) at `createdAt`, then moved by the board
   * calls' actor to the columns of `moves` at their instants.
   */
  async function taskWithHistory(
    calls: ReturnType<typeof boardCalls>,
    board: TestBoard,
    history: {
      title: string;
      createdIn?: number;
      createdAt: string;
      moves: [to: number, at: string][];
      fields?: Record<string, unknown>;
    },
  ): Promise<string> {
    const { title, createdIn = 0, createdAt, moves, fields = {} } = history;
    const task = await calls.newTask(board, { title, ...fields }, board.columns[createdIn]);
    for (const [to] of moves) {
      const moved = await calls.moveTask(task._id, board.columns[to], 'bottom');
      if (moved.statusCode !== 200) throw new Error(`${moved.statusCode}: ${moved.body}`);
    }
    await dateHistory(
      task._id,
      createdAt,
      moves.map(([, at]) => at),
    );
    return task._id;
  }

  return { request, report, logHours, dateHistory, taskWithHistory };
}
