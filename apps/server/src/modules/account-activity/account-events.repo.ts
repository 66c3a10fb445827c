import type { AccountEventType } from '@teamboard/shared/account-events';
import type { Database } from '../../db/client';
import { accountEvents } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';

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
