import type { TimeComplexity } from '@teamboard/shared/workspace-report';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { scopeCtes, weeksJson } from './report-ctes.repo';
import type { ReportScope } from './report-scope';

export type TimeComplexityParts = Pick<TimeComplexity, 'weeks' | 'levels' | 'boards' | 'outliers'>;

/** A level needs this many timed tasks before any of them is called an outlier. */
export const OUTLIER_MIN_TASKS = 4;

/** The spread of `hours` over a group's rows, as the report's JSON (hours to two decimals). */
const spread = (hours: SQL): SQL => sql`
  'tasks', count(${hours}),
  'medianHours', round(percentile_cont(0.5) within group (order by ${hours})::numeric, 2),
  'meanHours', round(avg(${hours})::numeric, 2),
  'p25Hours', round(percentile_cont(0.25) within group (order by ${hours})::numeric, 2),
  'p75Hours', round(percentile_cont(0.75) within group (order by ${hours})::numeric, 2),
  'minHours', round(min(${hours})::numeric, 2),
  'maxHours', round(max(${hours})::numeric, 2)`;

/**
 * Time vs complexity in one statement: the hours logged in the range on each task with a
 * complexity (entries by the people in scope, by their start), summarised per level (all five,
 * empty ones as zeros and nulls) and per board and level. An outlier lies beyond its level's
 * Tukey fences (1.5 × the interquartile range past a quartile), once the level has at least
 * OUTLIER_MIN_TASKS tasks.
 */
export async function timeComplexityParts(
  db: Database,
  scope: ReportScope,
): Promise<TimeComplexityParts> {
  const [row] = await rawRows<{ report: TimeComplexityParts }>(
    db,
    sql`
    with ${scopeCtes(scope)},
    task_time as (select task_id, sum(duration) / 3600.0 as hours from entries group by task_id),
    timed as (
      select t.id, t.board_id, t.number, t.title, t.complexity, tt.hours
      from task_time tt join tasks t on t.id = tt.task_id
      where t.complexity is not null),
    fences as (
      select complexity, count(*) as tasks,
        percentile_cont(0.5) within group (order by hours) as median,
        percentile_cont(0.25) within group (order by hours) as p25,
        percentile_cont(0.75) within group (order by hours) as p75
      from timed group by complexity)
    select json_build_object(
      'weeks', ${weeksJson},
      'levels', (select json_agg(per_level order by level)
        from (select level, json_build_object('complexity', level, ${spread(sql`t.hours`)}) as per_level
          from generate_series(1, 5) level left join timed t on t.complexity = level
          group by level) grouped),
      'boards', coalesce((select json_agg(per_board order by title, board_id, complexity)
        from (select t.board_id, b.title, t.complexity, json_build_object('complexity', t.complexity,
            'board', json_build_object('_id', b.id, 'title', b.title), ${spread(sql`t.hours`)}) as per_board
          from timed t join scope_boards b on b.id = t.board_id
          group by t.board_id, b.id, b.title, t.complexity) grouped), '[]'),
      'outliers', coalesce((select json_agg(json_build_object(
            'task', json_build_object('_id', t.id, 'taskId', b.key || '-' || t.number, 'title', t.title),
            'board', json_build_object('_id', b.id, 'title', b.title),
            'complexity', t.complexity,
            'hours', round(t.hours::numeric, 2),
            'levelMedianHours', round(f.median::numeric, 2),
            'direction', case when t.hours > f.median then 'over' else 'under' end)
          order by t.complexity, abs(t.hours - f.median) desc, t.id)
        from timed t
        join fences f on f.complexity = t.complexity
        join scope_boards b on b.id = t.board_id
        where f.tasks >= ${OUTLIER_MIN_TASKS}
          and (t.hours > f.p75 + 1.5 * (f.p75 - f.p25) or t.hours < f.p25 - 1.5 * (f.p75 - f.p25))),
        '[]')) as report`,
  );
  if (!row) throw new Error('the time vs complexity statement answered no row');
  return row.report;
}
