import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import {
  dueDayPatch,
  localeWeekStart,
  shiftAnchor,
  startOfWeek,
  tasksByDueDay,
  visibleDays,
} from './calendar-days';

describe('localeWeekStart', () => {
  it("starts weeks on the locale's first day, Monday when unknown", () => {
    expect(localeWeekStart('en-US')).toBe(0);
    expect(localeWeekStart('de-DE')).toBe(1);
    expect(localeWeekStart('not a locale!')).toBe(1);
  });
});

describe('visibleDays', () => {
  it("shows a month's whole weeks from the week's first day", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const monday = visibleDays('month', '2026-11-17', 1);
    expect(monday[0]).toBe('2026-10-26');
    expect(monday.at(-1)).toBe('2026-12-06');
    expect(monday).toHaveLength(42);
    const sunday = visibleDays('month', '2026-11-17', 0);
    expect(sunday[0]).toBe('2026-11-01');
    expect(sunday.at(-1)).toBe('2026-12-05');
  });

  it('shows the seven days of a week', () => {
    expect(visibleDays('week', '2026-11-25', 1)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(startOfWeek('2026-11-25', 6)).toBe('2026-11-21');
  });

  it('pages by month (to its first day) or by week', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-11-25', -1)).toBe('2026-11-18');
  });
});

describe('tasksByDueDay', () => {
  it("places a task on its due date's UTC day, whatever the clock time", () => {
    const late = buildTask({ _id: 'late', dueDate: '2026-11-10T23:30:00.000Z' });
    const early = buildTask({ _id: 'early', dueDate: '2026-11-10T00:00:00.000Z' });
    const offset = buildTask({ _id: 'offset', dueDate: '2026-11-11T01:00:00+03:00' });
    const outside = buildTask({ _id: 'outside', dueDate: '2026-12-10T00:00:00.000Z' });
    const undated = buildTask({ _id: 'undated' });
    const days = tasksByDueDay([late, early, offset, outside, undated], {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(days.get('2026-11-10')?.map((task) => task._id)).toEqual(['late', 'early', 'offset']);
    expect([...days.keys()]).toEqual(['2026-11-10']);
  });
});

describe('dueDayPatch', () => {
  it("writes the day's midnight UTC, and no due date for the undated list", () => {
    expect(dueDayPatch(buildTask(), '2026-11-12')).toEqual({ dueDate: '2026-11-12T00:00:00.000Z' });
    expect(dueDayPatch(buildTask({ dueDate: '2026-11-12T00:00:00.000Z' }), null)).toEqual({
      dueDate: null,
    });
  });

  it('brings a start date that would come after the new due date to that day', () => {
    const task = buildTask({
      startDate: '2026-11-10T00:00:00.000Z',
      dueDate: '2026-11-12T00:00:00.000Z',
    });
    expect(dueDayPatch(task, '2026-11-11')).toEqual({ dueDate: '2026-11-11T00:00:00.000Z' });
    expect(dueDayPatch(task, '2026-11-08')).toEqual({
      dueDate: '2026-11-08T00:00:00.000Z',
      startDate: '2026-11-08T00:00:00.000Z',
    });
  });
});
