import type { ResourceAnalysis, ResourceAnalysisRow } from '@teamboard/shared/workspace-report';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';
import { scopeCtes, weeksJson } from './report-ctes.repo';
import type { ReportScope } from './report-scope';

/**
 * Resource analysis in one statement. Per person in scope: seconds logged on the boards in scope
 * per week (entries by their start, running timers not counted, as the weekly quota); their
 * share of the weekly quotas of the active boards they belong to (each board's quota split
 * evenly among its members); their open tasks (assigned, not in a done column, on active
 * boards) by priority. Over-allocated: the quota share is above the capacity, or so is a
 * week's logged time.
 */
export async function resourceAnalysisParts(
  db: Database,
  scope: ReportScope,
): Promise<Pick<ResourceAnalysis, 'rows' | 'weeks'>> {
  const [row] = await rawRows<{ rows: ResourceAnalysisRow[] | null; weeks: string[] }>(
    db,
    sql`
    with ${scopeCtes(scope)},
    logged as (
      select user_id, week_start, sum(duration)::bigint as seconds from entries group by 1, 2),
    weekly as (
      select p.user_id, w.week_start, coalesce(l.seconds, 0) as seconds
      from people p cross join weeks w
      left join logged l on l.user_id = p.user_id and l.week_start = w.week_start),
    active_boards as (select id, weekly_hours_quota from scope_boards where status = 'active'),
    board_sizes as (
      select bm.board_id, count(*) as members
      from board_members bm join active_boards b on b.id = bm.board_id
      where b.weekly_hours_quota is not null
      group by bm.board_id),
    quota_share as (
      select bm.user_id, sum(b.weekly_hours_quota / s.members) as hours
      from board_sizes s
      join active_boards b on b.id = s.board_id
      join board_members bm on bm.board_id = s.board_id
      join people p on p.user_id = bm.user_id
      group by bm.user_id),
    open_tasks as (
      select a.user_id, t.priority, count(*)::int as tasks
      from task_assignees a
      join people p on p.user_id = a.user_id
      join tasks t on t.id = a.task_id
      join active_boards b on b.id = t.board_id
      join columns c on c.id = t.column_id
      where not c.is_done
      group by 1, 2),
    by_week as (
      select user_id, sum(seconds)::bigint as logged, max(seconds) as busiest,
        json_agg(json_build_object('weekStart', to_char(week_start, 'YYYY-MM-DD'),
          'loggedSeconds', seconds) order by week_start) as weekly
      from weekly group by user_id),
    by_priority as (
      select p.user_id, sum(coalesce(o.tasks, 0))::int as total,
        json_object_agg(level, coalesce(o.tasks, 0) order by level) as counts
      from people p cross join generate_series(1, 5) level
      left join open_tasks o on o.user_id = p.user_id and o.priority = level
      group by p.user_id)
    select json_agg(json_build_object(
        'user', ${publicUserJson('u')},
        'capacityHours', p.weekly_capacity_hours,
        'quotaShareHours', round(coalesce(q.hours, 0)::numeric, 2),
        'loggedSeconds', w.logged,
        'weekly', w.weekly,
        'openTasks', o.total,
        'openTasksByPriority', o.counts,
        'overAllocated', coalesce(q.hours, 0) > p.weekly_capacity_hours
          or w.busiest > p.weekly_capacity_hours * 3600)
      order by u.name, u.id) as rows,
      ${weeksJson} as weeks
    from people p
    join users u on u.id = p.user_id
    join by_week w on w.user_id = p.user_id
    join by_priority o on o.user_id = p.user_id
    left join quota_share q on q.user_id = p.user_id`,
  );
  if (!row) throw new Error('the report statement answered no row');
  return { rows: row.rows ?? [], weeks: row.weeks };
}
