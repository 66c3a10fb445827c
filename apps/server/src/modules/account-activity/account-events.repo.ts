import type { AccountEventType } from '@teamboard/shared/account-events';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exactTime, olderThan, type SortKey, type Timed } from '../../db/keyset';
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

/** `limit` of a person's events after `after`, newest first. */
export async function listAccountEvents(
  db: Database,
  userId: string,
  { after, limit }: { after: SortKey | undefined; limit: number },
): Promise<Timed<AccountEventRow>[]> {
  return db
    .select({ ...getTableColumns(accountEvents), at: exactTime(accountEvents.createdAt) })
    .from(accountEvents)
    .where(
      and(
        eq(accountEvents.userId, userId),
        olderThan(accountEvents.createdAt, accountEvents.id, after),
      ),
    )
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
