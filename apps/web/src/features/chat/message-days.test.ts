import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './message-days';

const now = new Date(2026, 4, 14, 12, 0);

describe('message days', () => {
  it('names today, yesterday, a day this year and one of another year', () => {
    expect(dayHeading(new Date(2026, 4, 14, 0, 5), now)).toBe('Today');
    expect(dayHeading(new Date(2026, 4, 13, 23, 59), now)).toBe('Yesterday');
    expect(dayHeading(new Date(2026, 2, 3, 9), now)).toMatch(/^Tuesday, (3 March|March 3)$/);
    expect(dayHeading(new Date(2025, 11, 31, 9), now)).toMatch(/31.*2025|December 31, 2025/);
  });

  it('groups items by calendar day, in order', () => {
    const at = (date: Date) => ({ createdAt: date.toISOString() });
    const items = [at(new Date(2026, 4, 13, 22)), at(new Date(2026, 4, 14, 1)), at(now)];
    expect(groupByDay(items, now).map((group) => [group.heading, group.items.length])).toEqual([
      ['Yesterday', 1],
      ['Today', 2],
    ]);
  });
});
