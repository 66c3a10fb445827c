import { afterEach, describe, expect, it } from 'vitest';
import { parseJiraDate } from './jira-dates';

const serverZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = serverZone;
});

describe("Jira's export dates", () => {
  it.each([
    ['22/Nov/25 3:04 PM', '2025-11-22T15:04:00.000Z'],
    ['1/jan/26 12:00 am', '2026-01-01T00:00:00.000Z'],
    ['22/Nov/2025 15:04', '2025-11-22T15:04:00.000Z'],
    ['22/Nov/25', '2025-11-22T00:00:00.000Z'],
    ['2025-11-22', '2025-11-22T00:00:00.000Z'],
    ['2025-11-22 15:04', '2025-11-22T15:04:00.000Z'],
    ['2025-11-22T15:04:00.000+0100', '2025-11-22T14:04:00.000Z'],
    ['2025-11-22T15:04:00.000-05:30', '2025-11-22T20:34:00.000Z'],
    ['2025-11-22T15:04:00Z', '2025-11-22T15:04:00.000Z'],
    [' 22/Nov/25 3:04 PM ', '2025-11-22T15:04:00.000Z'],
  ])('read %j as %s', (text, instant) => {
    expect(parseJiraDate(text)).toBe(instant);
  });

  it.each(['31/Feb/25', '22/Foo/25 3:04 PM', '2025-13-01', 'yesterday', '22/11/2025', ''])(
    'are not read from %j',
    (text) => {
      expect(parseJiraDate(text)).toBeNull();
    },
  );

  it("read a time without a zone as UTC whatever the server's zone, even in an hour DST skips there", () => {
    process.env.TZ = 'America/New_York';
    // The zone is in effect: 2:30 that night does not exist there, and a local Date moves it.
    expect(new Date(2025, 2, 9, 2, 30).getHours()).toBe(3);
    expect(parseJiraDate('09/Mar/25 2:30 AM')).toBe('2025-03-09T02:30:00.000Z');
    expect(parseJiraDate('2025-03-09 02:30')).toBe('2025-03-09T02:30:00.000Z');
    expect(parseJiraDate('2025-11-22')).toBe('2025-11-22T00:00:00.000Z');
  });
});
