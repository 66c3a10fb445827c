import { DASHBOARD_BUCKET_LIMIT, type DashboardDueBucket } from '@teamboard/shared/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { DueDays } from './due-days';
import { visibleBoards } from '../boards/visible-boards.repo';

/** An open task of mine with its bucket, place in it and the bucket's size. */
export interface MyTaskRow {
  bucket: DashboardDueBucket;
  total: number;
  id: string;
  number: number;
  title: string;
  priority: number;
  due_date: Date | string | null;
  board_id: string;
  board_title: string;
  board_key: string;
  workspace_id: string;
  workspace_name: string;
  workspace_url: string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * My open tasks (assigned to me, not in a done column) on the boards I see, in all my workspaces
 * or in one, by due bucket (UTC days): the first DASHBOARD_BUCKET_LIMIT of each, soonest due
 * first, each with its bucket's total. One statement.
 */
export async function myOpenTasks(
  db: Database,
  userId: string,
  workspaceId: string | null,
  days: DueDays,
): Promise<MyTaskRow[]> {
  return rawRows<MyTaskRow>(
    db,
    sql`
    with
    visible as (${visibleBoards(userId, workspaceId)}),
    mine as (
      select t.id, t.number, t.title, t.priority, t.due_date, v.id as board_id,
        v.title as board_title, v.key as board_key, v.workspace_id, v.workspace_name,
        v.workspace_url,
        case
          when t.due_date is null then 'noDueDate'
          when t.due_date < ${at(days.today)} then 'overdue'
          when t.due_date < ${at(days.tomorrow)} then 'today'
          when t.due_date < ${at(days.weekEnd)} then 'thisWeek'
          else 'later' end as bucket
      from task_assignees a
      join tasks t on t.id = a.task_id
      join visible v on v.id = t.board_id
      join columns c on c.id = t.column_id
      where a.user_id = ${userId} and not c.is_done),
    ranked as (
      select m.*,
        row_number() over (partition by bucket
          order by due_date, workspace_name, board_title, number) as place,
        (count(*) over (partition by bucket))::int as total
      from mine m)
    select * from ranked where place <= ${DASHBOARD_BUCKET_LIMIT} order by bucket, place`,
  );
}
