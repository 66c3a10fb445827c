import type { UserPerformance, UserPerformanceRow } from '@teamboard/shared/workspace-report';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';
import { scopeCtes, weeksJson } from './report-ctes.repo';
import type { ReportScope } from './report-scope';

/**
 * User performance in one statement. A task is completed when a move brings it from a column
 * not done into a done one (`columns.is_done` today), read from the history by column id, or by
 * title for lines written before ids were kept (the board's first column of that title). It is
 * credited to the task's assignees, or to whoever moved it when nobody is assigned. Per person:
 * tasks whose latest completion falls in the range; of those with a due date, how many were
 * completed on or before its UTC day; the median cycle time (from the first time the task left
 * its board's first column before that completion, or from its creation if it never did);
 * seconds logged and comments written in the range on the boards in scope; and per week the
 * tasks completed that week and the seconds logged.
 */
export async function userPerformanceParts(
  db: Database,
  scope: ReportScope,
): Promise<Pick<UserPerformance, 'rows' | 'weeks'>> {
  const [row] = await rawRows<{ rows: UserPerformanceRow[] | null; weeks: string[] }>(
    db,
    sql`
    with ${scopeCtes(scope)},
    board_columns as (
      select c.id, c.board_id, c.title, c.is_done,
        row_number() over (partition by c.board_id order by c.position, c.id) as place
      from columns c join scope_boards b on b.id = c.board_id),
    by_title as (
      select distinct on (board_id, title) board_id, title, is_done
      from board_columns order by board_id, title, place),
    arrivals as (
      select a.task_id, a.actor_id, a.created_at,
        date_trunc('week', a.created_at at time zone 'UTC')::date as week_start
      from task_activity a
      join scope_boards b on b.id = a.board_id
      cross join range r
      left join board_columns source on source.id = (a.data->>'fromColumnId')::uuid
      left join board_columns target on target.id = (a.data->>'toColumnId')::uuid
      left join by_title source_title on a.data->>'fromColumnId' is null
        and source_title.board_id = a.board_id and source_title.title = a.data->>'fromColumn'
      left join by_title target_title on a.data->>'toColumnId' is null
        and target_title.board_id = a.board_id and target_title.title = a.data->>'toColumn'
      where a.type = 'task_moved' and a.created_at >= r.starts and a.created_at < r.ends
        and coalesce(target.is_done, target_title.is_done, false)
        and not coalesce(source.is_done, source_title.is_done, false)),
    credited as (
      select ar.task_id, ar.created_at, ar.week_start, coalesce(ta.user_id, ar.actor_id) as user_id
      from arrivals ar left join task_assignees ta on ta.task_id = ar.task_id),
    latest as (
      select distinct on (task_id) task_id, actor_id, created_at as done_at
      from arrivals order by task_id, created_at desc),
    done as (
      select l.task_id, l.actor_id, l.done_at, t.due_date,
        extract(epoch from l.done_at - coalesce(f.left_at, t.created_at)) / 3600 as cycle_hours
      from latest l
      join tasks t on t.id = l.task_id
      join board_columns first_column on first_column.board_id = t.board_id
        and first_column.place = 1
      -- Per task, through the history index: its first move out of the first column.
      cross join lateral (
        select min(a.created_at) as left_at from task_activity a
        where a.task_id = l.task_id and a.type = 'task_moved' and a.created_at <= l.done_at
          and coalesce((a.data->>'fromColumnId')::uuid = first_column.id,
            a.data->>'fromColumn' = first_column.title)) f),
    per_person as (
      select coalesce(ta.user_id, d.actor_id) as user_id, count(*) as completed,
        count(*) filter (where d.due_date is not null) as with_due,
        count(*) filter (where (d.done_at at time zone 'UTC')::date
          <= (d.due_date at time zone 'UTC')::date) as on_time,
        round(percentile_cont(0.5) within group (order by d.cycle_hours)::numeric, 2) as median_cycle
      from done d
      left join task_assignees ta on ta.task_id = d.task_id
      group by 1),
    logged as (
      select user_id, week_start, sum(duration) as seconds from entries group by 1, 2),
    written as (
      select c.author_id as user_id, count(*) as comments
      from comments c
      join people p on p.user_id = c.author_id
      join tasks t on t.id = c.task_id
      join scope_boards b on b.id = t.board_id
      cross join range r
      where c.created_at >= r.starts and c.created_at < r.ends
      group by c.author_id),
    weekly_done as (
      select user_id, week_start, count(distinct task_id) as completed
      from credited group by 1, 2),
    by_week as (
      select p.user_id, sum(coalesce(l.seconds, 0)) as logged,
        json_agg(json_build_object('weekStart', to_char(w.week_start, 'YYYY-MM-DD'),
          'completed', coalesce(k.completed, 0),
          'loggedSeconds', coalesce(l.seconds, 0)) order by w.week_start) as weekly
      from people p cross join weeks w
      left join logged l on l.user_id = p.user_id and l.week_start = w.week_start
      left join weekly_done k on k.user_id = p.user_id and k.week_start = w.week_start
      group by p.user_id)
    select json_agg(json_build_object(
        'user', ${publicUserJson('u')},
        'completed', coalesce(k.completed, 0),
        'completedWithDueDate', coalesce(k.with_due, 0),
        'completedOnTime', coalesce(k.on_time, 0),
        'onTimeRate', case when k.with_due > 0 then round(k.on_time::numeric / k.with_due, 4) end,
        'medianCycleHours', k.median_cycle,
        'loggedSeconds', w.logged,
        'comments', coalesce(c.comments, 0),
        'weekly', w.weekly)
      order by u.name, u.id) as rows,
      ${weeksJson} as weeks
    from people p
    join users u on u.id = p.user_id
    join by_week w on w.user_id = p.user_id
    left join per_person k on k.user_id = p.user_id
    left join written c on c.user_id = p.user_id`,
  );
  if (!row) throw new Error('the report statement answered no row');
  return { rows: row.rows ?? [], weeks: row.weeks };
}
