import { WORKSPACE_REPORTS } from '@teamboard/shared/workspace-report';
import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app';
import { rawRows } from '../../apps/server/src/db/raw-rows';
import { send, timeSequential, type Measurement } from '../load';
import { seedMembers } from './audience';

const DAY_MS = 86_400_000;
const BOARDS = 20;
const TASKS_PER_BOARD = 2_500;
const ENTRIES_PER_TASK = 4;
/** The history and the time reach this far back. */
const HISTORY_DAYS = 180;
const TIMED_READS = 20;

/** Issue 18: each report at most 300 ms on PostgreSQL; the embedded database no worse than 3×. */
export const POSTGRES_REPORTS_P50 = 300;
export const EMBEDDED_REPORTS_P50 = 900;

export interface ReportsWorkspace {
  workspaceId: string;
  /** The owner's token: the reports' widest view (every member's rows). */
  token: string;
}

/**
 * A workspace of 20 people (the bench user and 19 more), 20 boards of four columns (the last
 * done) with everyone on every board and a weekly quota, 50,000 tasks (priority, complexity,
 * due dates from 90 days ago to 90 days ahead, one assignee each), each walked from the first
 * column towards its column today (a `task_moved` line per step, with column ids, spread over the
 * last 180 days), 200,000 time entries of 30 to 120 minutes over those days, and a comment on
 * every fifth task. Set-based statements, one per table.
 */
export async function seedReportsWorkspace(
  app: App,
  ownerToken: string,
): Promise<ReportsWorkspace> {
  const db = app.ctx.db;
  const claims = await app.ctx.accessTokens.verify(ownerToken);
  if (!claims) throw new Error('the owner token does not verify');
  const { userId } = claims;
  const [workspace] = await rawRows<{ id: string }>(
    db,
    sql`insert into workspaces (name, url) values ('Reports Bench', 'reports-bench') returning id`,
  );
  if (!workspace) throw new Error('no workspace was made');
  const workspaceId = workspace.id;
  await db.execute(sql`
    insert into workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${userId}, 'owner')`);
  await seedMembers(app, workspaceId, 'Analyst', 19);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into boards (workspace_id, title, key, position, weekly_hours_quota)
      select ${workspaceId}, 'Board ' || b, 'B' || b, b * 1024, 40 + b * 5
      from generate_series(1, ${BOARDS}::int) b`);
    await tx.execute(sql`
      insert into columns (board_id, title, position, is_done)
      select b.id, c.title, c.place * 1024, c.place = 4
      from boards b,
        (values (1, 'To Do'), (2, 'In Progress'), (3, 'Review'), (4, 'Done')) c(place, title)
      where b.workspace_id = ${workspaceId}`);
    await tx.execute(sql`
      insert into board_members (board_id, user_id, role)
      select b.id, m.user_id, case when m.role = 'owner' then 'admin' else 'collaborator' end
      from boards b join workspace_members m on m.workspace_id = b.workspace_id
      where b.workspace_id = ${workspaceId}`);
    await tx.execute(sql`
      with board_columns as (
        select c.id, c.board_id, row_number() over (partition by c.board_id order by c.position) as place
        from columns c join boards b on b.id = c.board_id where b.workspace_id = ${workspaceId})
      insert into tasks (board_id, column_id, number, title, position, priority, complexity,
        due_date, created_by, created_at)
      select c.board_id, c.id, n, 'Task ' || n, n * 1024, 1 + n % 5,
        case when n % 7 = 0 then null else 1 + n * 3 % 5 end,
        date_trunc('day', now()) + (n % 180 - 90) * interval '1 day' + interval '17 hours',
        ${userId}, now() - ${HISTORY_DAYS}::int * interval '1 day' + (n % 60) * interval '1 day'
      from board_columns c, generate_series(1, ${TASKS_PER_BOARD}::int) n
      where c.place = 1 + n % 4`);
    await tx.execute(sql`
      update boards b set task_counter = ${TASKS_PER_BOARD} where b.workspace_id = ${workspaceId}`);
    await tx.execute(sql`
      with people as (
        select user_id, (row_number() over (order by user_id) - 1)::int as n
        from workspace_members where workspace_id = ${workspaceId})
      insert into task_assignees (task_id, user_id)
      select t.id, p.user_id
      from tasks t join boards b on b.id = t.board_id
      join people p on p.n = (t.number * 7 + length(b.key)) % 20
      where b.workspace_id = ${workspaceId}`);
    // One move per column a task passed, from the first towards its column today.
    await tx.execute(sql`
      with board_columns as (
        select c.id, c.board_id, c.title,
          (row_number() over (partition by c.board_id order by c.position))::int as place
        from columns c join boards b on b.id = c.board_id where b.workspace_id = ${workspaceId}),
      steps as (
        select t.id as task_id, t.board_id, t.created_by, t.created_at, here.place as last, step
        from tasks t join board_columns here on here.id = t.column_id,
          generate_series(2, 4) step
        where here.place >= step)
      insert into task_activity (task_id, board_id, actor_id, type, data, created_at)
      select s.task_id, s.board_id, s.created_by, 'task_moved',
        jsonb_build_object('fromColumn', source.title, 'toColumn', target.title,
          'fromColumnId', source.id, 'toColumnId', target.id),
        s.created_at + (now() - s.created_at) * (s.step - 1) / (s.last + 1)
      from steps s
      join board_columns source on source.board_id = s.board_id and source.place = s.step - 1
      join board_columns target on target.board_id = s.board_id and target.place = s.step`);
    await tx.execute(sql`
      with people as (
        select user_id, (row_number() over (order by user_id) - 1)::int as n
        from workspace_members where workspace_id = ${workspaceId}),
      workspace_tasks as (
        select t.id, t.board_id, (row_number() over (order by t.board_id, t.number))::int as n
        from tasks t join boards b on b.id = t.board_id where b.workspace_id = ${workspaceId})
      insert into time_entries (task_id, board_id, user_id, start_time, duration)
      select t.id, t.board_id, p.user_id,
        now() - ${HISTORY_DAYS}::int * interval '1 day'
          + ((t.n * ${ENTRIES_PER_TASK}::int + e) * 7919 % (${HISTORY_DAYS}::int * 86400)) * interval '1 second',
        1800 + (t.n + e) % 4 * 1800
      from workspace_tasks t cross join generate_series(0, ${ENTRIES_PER_TASK - 1}::int) e
      join people p on p.n = (t.n + e * 3) % 20`);
    await tx.execute(sql`
      insert into comments (task_id, author_id, content, created_at)
      select t.id, t.created_by, 'Progress note', t.created_at + interval '3 days'
      from tasks t join boards b on b.id = t.board_id
      where b.workspace_id = ${workspaceId} and t.number % 5 = 0`);
  });
  await db.execute(
    sql`analyze tasks, task_activity, time_entries, task_assignees, comments, columns`,
  );
  return { workspaceId, token: ownerToken };
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Each report over the last 4 weeks and the last 90 days, as the owner: 20 reads each. */
export async function measureWorkspaceReports(
  url: string,
  workspace: ReportsWorkspace,
  targetP50: number,
): Promise<Measurement[]> {
  const headers = { authorization: `Bearer ${workspace.token}` };
  const now = Date.now();
  const measurements: Measurement[] = [];
  for (const kind of WORKSPACE_REPORTS) {
    for (const days of [28, 90]) {
      const path = `/api/workspaces/${workspace.workspaceId}/reports/${kind}?from=${utcDay(now - (days - 1) * DAY_MS)}&to=${utcDay(now)}`;
      const read = async () => {
        const response = await send(`${url}${path}`, { headers });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      };
      await read();
      const timing = await timeSequential(TIMED_READS, read);
      measurements.push({
        name: `Workspace report ${kind}, last ${days} days (20 people, 20 boards, 50,000 tasks, 200,000 time entries; median of ${TIMED_READS})`,
        measured: `p50 ${timing.p50} ms, p95 ${timing.p95} ms`,
        target: `p50 ≤ ${targetP50} ms`,
        met: timing.p50 <= targetP50,
      });
    }
  }
  return measurements;
}
