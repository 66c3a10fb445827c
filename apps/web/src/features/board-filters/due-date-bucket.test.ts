import { describe, expect, it } from 'vitest';
import { dueDateBucket } from './due-date-bucket';

// 14:30 UTC: buckets count UTC calendar days, not 24-hour periods.
const now = new Date('2026-03-10T14:30:00.000Z');
const on = (days: number, hour = 9) => new Date(Date.UTC(2026, 2, 10 + days, hour)).toISOString();

describe('dueDateBucket', () => {
  it('puts a task without a date in none', () => {
    expect(dueDateBucket(null, now)).toBe('none');
  });

  it('counts only days before today as overdue', () => {
    expect(dueDateBucket(on(-1, 23), now)).toBe('overdue');
    expect(dueDateBucket(on(-40), now)).toBe('overdue');
    expect(dueDateBucket(on(0, 0), now)).toBe('today');
    expect(dueDateBucket(on(0, 23), now)).toBe('today');
  });

  it('has tomorrow, then the 7 days after it as next week', () => {
    expect(dueDateBucket(on(1, 0), now)).toBe('tomorrow');
    expect(dueDateBucket(on(2), now)).toBe('next-week');
    expect(dueDateBucket(on(8, 23), now)).toBe('next-week');
  });

  it('counts the day a date was written for, whatever offset it was written with', () => {
    expect(dueDateBucket('2026-03-10T00:00:00.000Z', now)).toBe('today');
    expect(dueDateBucket('2026-03-10T21:00:00-05:00', now)).toBe('tomorrow');
    expect(dueDateBucket('2026-03-10T01:00:00+03:00', now)).toBe('overdue');
  });

  it('has the 30 days after next week as next month, and later beyond', () => {
    expect(dueDateBucket(on(9, 0), now)).toBe('next-month');
    expect(dueDateBucket(on(38, 23), now)).toBe('next-month');
    expect(dueDateBucket(on(39, 0), now)).toBe('later');
    expect(dueDateBucket(on(400), now)).toBe('later');
  });
});
