import { DEFAULT_WEEKLY_CAPACITY_HOURS } from '@teamboard/shared/workspace-report';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface DashboardCounts {
  loggedSeconds: number;
  capacityHours: number;
  unreadNotifications: number;
  unreadChats: number;
}

/**
 * The dashboard's figures in one statement: seconds I logged in [weekStart, weekEnd) in my
 * workspaces (entries by their start, running timers not counted, as the weekly quota), the
 * largest of my workspaces' weekly capacities (the default without a workspace), my unread
 * notifications, and my chats with something unread in the workspaces I still belong to.
 */
export async function dashboardCounts(
  db: Database,
  userId: string,
  week: { start: Date; end: Date },
): Promise<DashboardCounts> {
  const [row] = await rawRows<DashboardCounts>(
    db,
    sql`
    with mine as (select workspace_id, weekly_capacity_hours from workspace_members
      where user_id = ${userId})
    select
      (select coalesce(sum(e.duration), 0)::int
        from mine m
        join boards b on b.workspace_id = m.workspace_id
        join time_entries e on e.board_id = b.id
        where e.user_id = ${userId} and e.duration is not null
          and e.start_time >= ${week.start.toISOString()}::timestamptz
          and e.start_time < ${week.end.toISOString()}::timestamptz) as "loggedSeconds",
      coalesce((select max(weekly_capacity_hours) from mine),
        ${DEFAULT_WEEKLY_CAPACITY_HOURS})::float8 as "capacityHours",
      (select count(*)::int from notifications
        where user_id = ${userId} and not read) as "unreadNotifications",
      (select count(*)::int
        from chat_participants p
        join chats c on c.id = p.chat_id
        join mine m on m.workspace_id = c.workspace_id
        where p.user_id = ${userId} and p.unread_count > 0) as "unreadChats"`,
  );
  if (!row) throw new Error('the dashboard counts statement answered no row');
  return row;
}
