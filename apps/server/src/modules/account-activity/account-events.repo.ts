import type { AccountEventType } from '@teamboard/shared/account-events';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountEvents } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';

export type AccountEventRow = typeof accountEvents.$inferSelect;

/**
 * Adds one entry to a person's account activity. Call it inside the transaction of the change it
 * records, so an event is never kept for a change that was rolled back (nor lost for one kept).
 */
export async function recordAccountEvent(
  db: Database,
  entry: {
    userId: string;
    type: AccountEventType;
    client: ClientInfo | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(accountEvents).values({
    userId: entry.userId,
    type: entry.type,
    ip: entry.client?.ip ?? null,
    userAgent: entry.client?.userAgent ?? null,
    data: entry.data ?? {},
  });
}

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
