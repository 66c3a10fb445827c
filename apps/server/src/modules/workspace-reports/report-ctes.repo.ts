import { sql, type SQL } from 'drizzle-orm';
import { reportRange } from '../board-reports/report-range.repo';
import type { ReportScope } from './report-scope';

/** `column` is one of `ids` (null: no filter). One parameter, so the statement's text is fixed. */
function oneOf(column: SQL, ids: string[] | null): SQL {
  if (ids === null) return sql`true`;
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}

/**
 * The CTEs every report starts from: `range` (see reportRange), `weeks` (the Monday of each UTC
 * week the range overlaps), `scope_boards` (the workspace's boards in the filter, archived ones
 * included: their time was spent), `people` (the members in the filter, with their weekly
 * capacity) and `entries` (their time on those boards: entries starting in the range, running
 * timers not counted, as the weekly quota counts, with the UTC week each starts in).
 */
export function scopeCtes(scope: ReportScope): SQL {
  return sql`
    range as (${reportRange(scope)}),
    weeks as (
      select w::date as week_start
      from range r,
        generate_series(date_trunc('week', r.first_day::timestamp), r.last_day::timestamp, interval '1 week') w),
    scope_boards as (
      select id, title, key, status, weekly_hours_quota from boards
      where workspace_id = ${scope.workspaceId} and ${oneOf(sql`id`, scope.boardIds)}),
    people as (
      select m.user_id, m.weekly_capacity_hours from workspace_members m
      where m.workspace_id = ${scope.workspaceId} and ${oneOf(sql`m.user_id`, scope.userIds)}),
    entries as (
      select e.task_id, e.user_id, e.duration,
        date_trunc('week', e.start_time at time zone 'UTC')::date as week_start
      from time_entries e
      join scope_boards b on b.id = e.board_id
      join people p on p.user_id = e.user_id
      cross join range r
      where e.duration is not null and e.start_time >= r.starts and e.start_time < r.ends)`;
}

/** The `weeks` CTE as the reports' JSON: each Monday as `YYYY-MM-DD`, oldest first. */
export const weeksJson = sql`(select json_agg(to_char(week_start, 'YYYY-MM-DD') order by week_start) from weeks)`;
