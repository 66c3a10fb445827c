import { weekAround } from '../time/week';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants the due buckets split at, and this Monday-to-Monday week, all in UTC. */
export interface DueDays {
  /** Today's midnight UTC: due before it is overdue. */
  today: Date;
  tomorrow: Date;
  /** This week's Monday 00:00 UTC and the next one (this week ends on Sunday). */
  weekStart: Date;
  weekEnd: Date;
}

export function dueDaysAround(now: Date): DueDays {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = weekAround(now, 'UTC');
  return {
    today,
    tomorrow: new Date(today.getTime() + DAY_MS),
    weekStart: week.start,
    weekEnd: week.end,
  };
}
