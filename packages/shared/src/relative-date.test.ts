import { describe, expect, it } from 'vitest';
import { dayLabel, relativeTime } from './relative-date';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [ago(10_000), 'just now'],
    [ago(5 * MINUTE), '5m ago'],
    [ago(59 * MINUTE), '59m ago'],
    [ago(3 * HOUR), '3h ago'],
    [ago(2 * DAY), '2d ago'],
    [new Date('2026-07-20T12:00:00Z'), '4mo ago'],
    [new Date('2024-11-01T12:00:00Z'), '2y ago'],
  ])('formats %s as %s', (date, expected) => {
    expect(relativeTime(date, now)).toBe(expected);
  });

  it('accepts ISO strings', () => {
    expect(relativeTime(ago(2 * HOUR).toISOString(), now)).toBe('2h ago');
  });
});

describe('dayLabel', () => {
  it('names today and tomorrow, nothing else', () => {
    const local = new Date(2026, 10, 22, 9, 0);
    expect(dayLabel(new Date(2026, 10, 22, 23, 0), local)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 23, 1, 0), local)).toBe('Tomorrow');
    expect(dayLabel(new Date(2026, 10, 25, 1, 0), local)).toBeNull();
    expect(dayLabel(new Date(2026, 10, 21, 1, 0), local)).toBeNull();
  });
});
