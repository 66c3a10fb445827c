import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../http/app-error';
import { addToCounter, deleteCounter, findCounter } from './throttle-counters.repo';

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
  /** Whether the key has used up its window (for rules that only change what other rules apply). */
  isUsedUp(rule: ThrottleRule, subject: string): Promise<boolean>;
  /** Counts one event; returns the count in the current window. */
  hit(rule: ThrottleRule, subject: string): Promise<number>;
  reset(rule: ThrottleRule, subject: string): Promise<void>;
  /**
   * Counts every charge, or none of them: returns the first charge that would take its key past
   * the limit (nothing is counted then), or null when all were counted.
   */
  chargeAll<Charge extends ThrottleCharge>(charges: Charge[]): Promise<Charge | null>;
}

export interface ThrottleCharge {
  rule: ThrottleRule;
  subject: string;
  amount: number;
}

class ChargeRefused<Charge extends ThrottleCharge> extends Error {
  constructor(readonly charge: Charge) {
    super('throttle charge refused');
  }
}

export function createThrottle(db: Database, clock: Clock): Throttle {
  const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;
  /** Seconds until a used-up window ends; undefined while the key may still go on. */
  async function secondsBlocked(rule: ThrottleRule, subject: string) {
    const row = await findCounter(db, keyOf(rule, subject));
    if (!row) return undefined;
    const windowEnds = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
    const now = clock.now().getTime();
    if (now >= windowEnds || row.count < rule.limit) return undefined;
    return (windowEnds - now) / 1000;
  }
  return {
    async assertAllowed(rule, subject) {
      const seconds = await secondsBlocked(rule, subject);
      if (seconds !== undefined) throw tooManyRequests(seconds, rule.limit);
    },
    async isUsedUp(rule, subject) {
      return (await secondsBlocked(rule, subject)) !== undefined;
    },
    async hit(rule, subject) {
      return (await add(db, { rule, subject, amount: 1 }, false)) ?? 1;
    },
    async reset(rule, subject) {
      await deleteCounter(db, keyOf(rule, subject));
    },
    async chargeAll<Charge extends ThrottleCharge>(charges: Charge[]) {
      const refused = charges.find((charge) => charge.amount > charge.rule.limit);
      if (refused) return refused;
      try {
        await db.transaction(async (tx) => {
          for (const charge of charges) {
            if ((await add(tx, charge, true)) === undefined) throw new ChargeRefused(charge);
          }
        });
        return null;
      } catch (error) {
        if (error instanceof ChargeRefused) return error.charge as Charge;
        throw error;
      }
    },
  };

  /**
   * Adds to the key's count in its current window (a window past its length starts again).
   * With `withinLimit`, nothing is written and undefined returned if the count would pass it.
   */
  function add(target: Database, { rule, subject, amount }: ThrottleCharge, withinLimit: boolean) {
    return addToCounter(target, {
      key: keyOf(rule, subject),
      amount,
      now: clock.now(),
      windowSeconds: rule.windowSeconds,
      ...(withinLimit && { limit: rule.limit }),
    });
  }
}
