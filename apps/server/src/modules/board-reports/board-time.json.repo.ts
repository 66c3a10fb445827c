import { sql } from 'drizzle-orm';
import type { BoardReport, BoardReportQuery } from '@teamboard/shared/board-report';
import type { Database } from '../../db/client';
import { publicUserJson } from '../../db/json-fragments';
import { rawRows } from '../../db/raw-rows';
import { taskLabelJson, taskLabelRows } from '../../db/task-label-rows';
import { reportRange } from './report-range.repo';

/** The parts of a board report read from the time entries. */
export type BoardTime = Pick<BoardReport, 'timeByMember' | 'timeByLabel'>;

/**
 * Seconds logged on the board by entries starting in the range (running timers not at all, as
 * the weekly quota counts), per person and per label of the entry's task, most time first, in
 * one statement. A task's time counts under each of its labels; unlabelled tasks under null.
 */
export async function boardTime(
  db: Database,
  boardId: string,
  query: BoardReportQuery,
): Promise<BoardTime> {
  const [row] = await rawRows<{ report: BoardTime }>(
    db,
    sql`
    with
    range as (${reportRange(query)}),
    entries as (
      select e.user_id, e.task_id, e.duration
      from time_entries e, range r
      where e.board_id = ${boardId} and e.duration is not null
        and e.start_time >= r.starts and e.start_time < r.ends),
    by_member as (select user_id, sum(duration) as seconds from entries group by user_id),
    labels as (${taskLabelRows(sql`tl.task_id in (select task_id from entries)`)}),
    by_label as (
      select l.id, l.name, l.color, l.scope, sum(e.duration) as seconds
      from entries e left join labels l on l.task_id = e.task_id
      group by l.id, l.name, l.color, l.scope)
    select json_build_object(
      'timeByMember', coalesce((select json_agg(json_build_object('user', ${publicUserJson('u')},
          'seconds', m.seconds) order by m.seconds desc, u.name, u.id)
        from by_member m join users u on u.id = m.user_id), '[]'),
      'timeByLabel', coalesce((select json_agg(json_build_object('label', case when b.id is null
          then null else ${taskLabelJson('b')} end,
          'seconds', b.seconds) order by b.seconds desc, b.name nulls last, b.id)
        from by_label b), '[]')) as report`,
  );
  if (!row) throw new Error('the board time statement answered no row');
  return row.report;
}
