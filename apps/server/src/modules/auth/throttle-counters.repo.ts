import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleCounters } from '../../db/schema/index';

export async function findCounter(db: Database, key: string) {
  const [row] = await db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
  return row;
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/**
 * Adds `amount` to the key's count in its window of `windowSeconds` (a window past its length
 * starts again at `now`) and answers the new count. With `limit`, nothing is written and
 * undefined answered if the count would pass it.
 */
export async function addToCounter(
  db: Database,
  counter: { key: string; amount: number; now: Date; windowSeconds: number; limit?: number },
): Promise<number | undefined> {
  const { key, amount, now, windowSeconds, limit } = counter;
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, count: amount, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${expired} then ${amount}::int else ${throttleCounters.count} + ${amount}::int end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
      ...(limit !== undefined
        ? {
            setWhere: sql`${expired} or ${throttleCounters.count} + ${amount}::int <= ${limit}::int`,
          }
        : {}),
    })
    .returning({ count: throttleCounters.count });
  return row?.count;
}
