import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatDuration, formatElapsed, splitDuration } from './duration-format';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [59, '0m'],
    [60, '1m'],
    [45 * 60, '45m'],
    [85 * 60, '1h 25m'],
    [85 * 60 + 59, '1h 25m'],
    [40 * 3600, '40h'],
    [12 * 3600 + 30 * 60, '12h 30m'],
    [-30, '0m'],
  ])('formats %i seconds as %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00:00'],
    [5, '0:00:05'],
    [85 * 60 + 3, '1:25:03'],
    [26 * 3600, '26:00:00'],
    [12.9, '0:00:12'],
  ])('formats %s seconds as %s', (seconds, expected) => {
    expect(formatElapsed(seconds)).toBe(expected);
  });
});

describe('elapsedSeconds', () => {
  const start = '2026-03-02T09:00:00.000Z';
  it('counts whole seconds from the start to now', () => {
    expect(elapsedSeconds(start, Date.parse('2026-03-02T09:01:05.900Z'))).toBe(65);
  });
  it('never goes below zero', () => {
    expect(elapsedSeconds(start, Date.parse('2026-03-02T08:59:00.000Z'))).toBe(0);
  });
});

describe('splitDuration', () => {
  it('splits seconds into hours and minutes', () => {
    expect(splitDuration(85 * 60 + 20)).toEqual({ hours: 1, minutes: 25 });
    expect(splitDuration(45 * 60)).toEqual({ hours: 0, minutes: 45 });
  });
});
