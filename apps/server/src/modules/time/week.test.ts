import { describe, expect, it } from 'vitest';
import { startOfLocalDay, weekAround } from './week';

const iso = (week: { start: Date; end: Date }) => ({
  start: week.start.toISOString(),
  end: week.end.toISOString(),
});

describe('weekAround', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 in UTC', () => {
    expect(iso(weekAround(new Date('2030-01-16T12:00:00Z'), 'UTC'))).toEqual({
      start: '2030-01-14T00:00:00.000Z',
      end: '2030-01-21T00:00:00.000Z',
    });
  });

  it('counts Sunday in the week that began the Monday before, and Monday 00:00 in its own', () => {
    expect(iso(weekAround(new Date('2030-01-20T23:59:59Z'), 'UTC')).start).toBe(
      '2030-01-14T00:00:00.000Z',
    );
    expect(iso(weekAround(new Date('2030-01-21T00:00:00Z'), 'UTC')).start).toBe(
      '2030-01-21T00:00:00.000Z',
    );
  });

  it('follows the zone: Sunday evening in UTC is already Monday in Tokyo', () => {
    expect(iso(weekAround(new Date('2030-01-20T20:00:00Z'), 'Asia/Tokyo'))).toEqual({
      start: '2030-01-20T15:00:00.000Z',
      end: '2030-01-27T15:00:00.000Z',
    });
  });

  it('lasts 167 hours across the spring daylight-saving change', () => {
    const week = weekAround(new Date('2024-03-08T12:00:00Z'), 'America/New_York');
    expect(iso(week)).toEqual({
      start: '2024-03-04T05:00:00.000Z',
      end: '2024-03-11T04:00:00.000Z',
    });
  });

  it('starts a day with no midnight (a daylight-saving gap) when the gap ends', () => {
    // Santiago went from 00:00 straight to 01:00 on Sunday 8 September 2024 (UTC-4 to UTC-3).
    expect(startOfLocalDay(2024, 9, 8, 'America/Santiago').toISOString()).toBe(
      '2024-09-08T04:00:00.000Z',
    );
    expect(startOfLocalDay(2024, 9, 9, 'America/Santiago').toISOString()).toBe(
      '2024-09-09T03:00:00.000Z',
    );
  });
});
