import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountEvents } from '../../../db/schema/index';

/**
 * The Google address of the account's current link, read from the event that recorded it: the
 * newest link or unlink event, if it is a link made from /account/integrations. A link made by
 * signing in with Google has no such event (its address was the account's own).
 */
export async function linkedGoogleEmail(db: Database, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ type: accountEvents.type, data: accountEvents.data })
    .from(accountEvents)
    .where(
      and(
        eq(accountEvents.userId, userId),
        inArray(accountEvents.type, ['google_linked', 'google_unlinked']),
      ),
    )
    .orderBy(desc(accountEvents.createdAt))
    .limit(1);
  if (latest?.type !== 'google_linked') return null;
  return typeof latest.data.email === 'string' ? latest.data.email : null;
}
