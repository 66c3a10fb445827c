import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountEvents } from '../../db/schema/index';

export type AccountEventRow = typeof accountEvents.$inferSelect;

/**
 * One page of a person's events, newest first. The cursor is the id of the last event already
 * shown: its own (created_at, id) is read in SQL, so the microseconds JavaScript dates would drop
 * never skip or repeat an event, and an id of someone else's event finds nothing.
 */
export async function listAccountEvents(
  db: Database,
  userId: string,
  before: string | undefined,
  limit: number,
): Promise<AccountEventRow[]> {
  const olderThanCursor = before
    ? sql`(${accountEvents.createdAt}, ${accountEvents.id}) < (
        select cursor.created_at, cursor.id from account_events cursor
        where cursor.id = ${before} and cursor.user_id = ${userId})`
    : undefined;
  return db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), olderThanCursor))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
