import type { WorkingHoursQuota } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { BoardRow } from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';
import { weekAround } from './week';
import { loggedPerUser, updateWeeklyHoursQuota } from './working-hours-quota.repo';

export const DEFAULT_QUOTA_TIME_ZONE = 'UTC';

/**
 * A board's weekly hours quota against the time logged on it this week (Monday 00:00 to the next
 * Monday 00:00 in `timeZone`, by the injectable clock): recorded entries count by their start,
 * running timers not at all. Members are the people who logged time, most time first.
 */
export async function workingHoursQuota(
  ctx: AppContext,
  board: Pick<BoardRow, 'id' | 'weeklyHoursQuota'>,
  timeZone: string,
): Promise<WorkingHoursQuota> {
  const week = weekAround(ctx.clock.now(), timeZone);
  const rows = await loggedPerUser(ctx.db, board.id, week.start, week.end);
  const members = rows.map((row) => ({
    user: presentPublicUser(row.user, false),
    loggedSeconds: Number(row.seconds),
  }));
  return {
    weeklyHours: board.weeklyHoursQuota,
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    timeZone,
    loggedSeconds: members.reduce((sum, member) => sum + member.loggedSeconds, 0),
    members,
  };
}

/** Sets (or with null, clears) the board's weekly hours quota; answers the new value. */
export async function setWeeklyHours(
  ctx: AppContext,
  boardId: string,
  weeklyHours: number | null,
): Promise<number | null> {
  const row = await updateWeeklyHoursQuota(ctx.db, boardId, weeklyHours);
  return row ? row.weeklyHours : weeklyHours;
}
