import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { throttleCounters } from '../../db/schema/index';
import { tooManyRequests } from '../../http/app-error';

export interface ThrottleRule {
  /** Prefix naming what is counted, e.g. "login-failure". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so a per-account limit holds across every server
 * process and whatever client address the requests come from.
 */
export interface Throttle {
  /** Throws 429 when the key has already used up its window. */
  assertAllowed(rule: ThrottleRule, subject: string): Promise<void>;
  /** Counts one event; returns the count in the current window. */
  hit(rule: ThrottleRule, subject: string): Promise<number>;
  reset(rule: ThrottleRule, subject: string): Promise<void>;
}

export function createThrottle(db: Database, clock: Clock): Throttle {
  const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;
  return {
    async assertAllowed(rule, subject) {
      const [row] = await db
        .select()
        .from(throttleCounters)
        .where(eq(throttleCounters.key, keyOf(rule, subject)));
      if (!row) return;
      const windowEnds = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
      const now = clock.now().getTime();
      if (now >= windowEnds || row.count < rule.limit) return;
      throw tooManyRequests((windowEnds - now) / 1000);
    },
    async hit(rule, subject) {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
      const nowText = now.toISOString();
      const [row] = await db
        .insert(throttleCounters)
        .values({ key: keyOf(rule, subject), count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`case when ${throttleCounters.windowStartedAt} <= ${windowStart}::timestamptz then 1 else ${throttleCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${throttleCounters.windowStartedAt} <= ${windowStart}::timestamptz then ${nowText}::timestamptz else ${throttleCounters.windowStartedAt} end`,
          },
        })
        .returning({ count: throttleCounters.count });
      return row?.count ?? 1;
    },
    async reset(rule, subject) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, keyOf(rule, subject)));
    },
  };
}
