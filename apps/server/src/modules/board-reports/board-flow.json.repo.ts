import { sql } from 'drizzle-orm';
import type { BoardReport, BoardReportQuery } from '@teamboard/shared/board-report';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { reportRange } from './report-range.repo';

/** The parts of a board report read from the task history and the columns. */
export type BoardFlow = Pick<
  BoardReport,
  'columns' | 'cumulativeFlow' | 'throughput' | 'cycleTime'
>;

/**
 * Columns, cumulative flow, throughput and cycle time in one statement over the board's tasks
 * and their `task_moved` history. A move names its columns by id (since migration 0020); an
 * older line only by title (as the column was called at the move), read as the board's first
 * column of that title today. A task's stay after its last move is in its column today,
 * whatever the line said; an earlier stay in a column since deleted (or, for an old line,
 * renamed) counts nowhere. A task was created in its first move's
 * `fromColumn`, or in its column today if it never moved (`task_created` records no column).
 *
 * The flow adds +1 where a task arrives (created, or moved in) and -1 where it leaves (the
 * column its previous move reached, so a lost title never takes a task away twice) at that UTC
 * day, clamped to the range's first day, and runs the sum over the days per column: the work
 * grows with the history, never with history × days. One sort of the history by task (newest
 * first, the history index's order) serves every window.
 */
export async function boardFlow(
  db: Database,
  boardId: string,
  query: BoardReportQuery,
): Promise<BoardFlow> {
  const [row] = await rawRows<{ report: BoardFlow }>(
    db,
    sql`
    with
    range as (${reportRange(query)}),
    board_columns as (
      select id, title, is_done, (row_number() over (order by position, id))::int as place
      from columns where board_id = ${boardId}),
    by_title as (
      select distinct on (title) title, is_done, place from board_columns order by title, place),
    board_tasks as (
      select t.id, t.created_at, (t.created_at at time zone 'UTC')::date as day, c.place
      from tasks t join board_columns c on c.id = t.column_id where t.board_id = ${boardId}),
    moves as (
      select a.task_id, a.created_at, (a.created_at at time zone 'UTC')::date as day,
        t.created_at as task_created_at, lead(a.id) over newest_first is null as first_move,
        source.place as from_place,
        case when lead(a.id) over newest_first is null then source.place
          else lead(target.place) over newest_first end as left_place,
        case when lag(a.id) over newest_first is null then t.place else target.place end as to_place,
        coalesce(source.is_done, false) as from_done, coalesce(target.is_done, false) as to_done,
        min(a.created_at) filter (where source.place = 1) over (partition by a.task_id)
          as first_leave
      from board_tasks t
      join task_activity a on a.task_id = t.id
      left join board_columns source_id on source_id.id = (a.data->>'fromColumnId')::uuid
      left join board_columns target_id on target_id.id = (a.data->>'toColumnId')::uuid
      left join by_title source_title on a.data->>'fromColumnId' is null
        and source_title.title = a.data->>'fromColumn'
      left join by_title target_title on a.data->>'toColumnId' is null
        and target_title.title = a.data->>'toColumn'
      cross join lateral (select coalesce(source_id.place, source_title.place) as place,
        coalesce(source_id.is_done, source_title.is_done) as is_done) source
      cross join lateral (select coalesce(target_id.place, target_title.place) as place,
        coalesce(target_id.is_done, target_title.is_done) as is_done) target
      where a.type = 'task_moved'
      window newest_first as (partition by a.task_id order by a.created_at desc, a.id desc)),
    changes as (
      select e.place, greatest(e.day, r.first_day) as day, sum(e.delta) as delta
      from (
        select case when first.task_id is null then t.place else first.from_place end as place,
          t.day, 1 as delta
        from board_tasks t left join moves first on first.task_id = t.id and first.first_move
        union all
        select left_place, day, -1 from moves
        union all
        select to_place, day, 1 from moves) e, range r
      where e.place is not null and e.day <= r.last_day
      group by e.place, greatest(e.day, r.first_day)),
    days as (
      select d::date as day
      from range r, generate_series(r.first_day::timestamp, r.last_day::timestamp, interval '1 day') d),
    flow as (
      select d.day, c.id as column_id,
        sum(coalesce(n.delta, 0)) over (partition by c.place order by d.day) as standing
      from days d cross join board_columns c
      left join changes n on n.place = c.place and n.day = d.day),
    arrivals as (
      select m.task_id, m.created_at, m.day, m.task_created_at, m.first_leave
      from moves m, range r
      where m.to_done and not m.from_done and m.created_at >= r.starts and m.created_at < r.ends),
    weeks as (
      select w::date as week_start
      from range r,
        generate_series(date_trunc('week', r.first_day::timestamp), r.last_day::timestamp, interval '1 week') w),
    weekly as (
      select date_trunc('week', day)::date as week_start,
        count(distinct task_id) as completed
      from arrivals group by 1),
    cycles as (
      select extract(epoch from created_at - case when first_leave <= created_at then first_leave
          else task_created_at end)::float8 / 3600 as hours
      from (select distinct on (task_id) task_id, created_at, task_created_at, first_leave
        from arrivals order by task_id, created_at desc) latest)
    select json_build_object(
      'columns', coalesce((select json_agg(json_build_object('_id', id, 'title', title,
        'isDone', is_done) order by place) from board_columns), '[]'),
      'cumulativeFlow', (select json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'),
          'counts', counts) order by day)
        from (select d.day, coalesce(json_object_agg(f.column_id, f.standing::int)
            filter (where f.column_id is not null), '{}') as counts
          from days d left join flow f on f.day = d.day group by d.day) per_day),
      'throughput', (select json_agg(json_build_object('weekStart', to_char(w.week_start, 'YYYY-MM-DD'),
          'completed', coalesce(k.completed, 0)) order by w.week_start)
        from weeks w left join weekly k on k.week_start = w.week_start),
      'cycleTime', (select json_build_object('tasks', count(*),
          'medianHours', round(percentile_cont(0.5) within group (order by hours)::numeric, 2),
          'p85Hours', round(percentile_cont(0.85) within group (order by hours)::numeric, 2))
        from cycles)) as report`,
  );
  if (!row) throw new Error('the board flow statement answered no row');
  return row.report;
}
