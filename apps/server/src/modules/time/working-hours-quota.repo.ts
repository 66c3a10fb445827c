import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boards, timeEntries, users, type UserRow } from '../../db/schema/index';

/**
 * Seconds logged on the board by each person from `start` (inclusive) to `end` (exclusive):
 * recorded entries count by their start, running timers not at all. Most time first.
 */
export async function loggedPerUser(
  db: Database,
  boardId: string,
  start: Date,
  end: Date,
): Promise<{ user: UserRow; seconds: string }[]> {
  const logged = sql<string>`sum(${timeEntries.duration})`;
  return db
    .select({ user: users, seconds: logged })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(
      and(
        eq(timeEntries.boardId, boardId),
        isNotNull(timeEntries.duration),
        gte(timeEntries.startTime, start),
        lt(timeEntries.startTime, end),
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(logged), asc(users.name), asc(users.id));
}

/** Writes the board's weekly hours quota; answers the stored value, undefined if the board is gone. */
export async function updateWeeklyHoursQuota(
  db: Database,
  boardId: string,
  weeklyHours: number | null,
): Promise<{ weeklyHours: number | null } | undefined> {
  const [row] = await db
    .update(boards)
    .set({ weeklyHoursQuota: weeklyHours })
    .where(eq(boards.id, boardId))
    .returning({ weeklyHours: boards.weeklyHoursQuota });
  return row;
}
