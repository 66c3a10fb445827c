import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import {
  datesLabel,
  dayX,
  dragDays,
  draggedDates,
  taskMark,
  timelineScale,
  timelineTicks,
} from './timeline-geometry';

const at = (day: string) => `${day}T00:00:00.000Z`;
const bar = buildTask({ startDate: at('2026-11-10'), dueDate: '2026-11-12T18:00:00.000Z' });
const dueOnly = buildTask({ _id: 'due', dueDate: at('2026-11-20') });
const scale = { start: '2026-11-01', days: 60, dayWidth: 16 };

describe('timelineScale', () => {
  it('holds today and every date, with the zoom’s margin each side', () => {
    const month = timelineScale([bar, dueOnly], '2026-11-25', 'month');
    expect(month).toEqual({ start: '2026-10-27', days: 44, dayWidth: 16 });
    expect(timelineScale([], '2026-11-25', 'week')).toEqual({
      start: '2026-11-18',
      days: 15,
      dayWidth: 40,
    });
  });
});

describe('taskMark', () => {
  it('spans a bar over its UTC days from start to due, both included', () => {
    expect(taskMark(bar, scale)).toEqual({ kind: 'bar', x: 9 * 16, width: 3 * 16 });
  });

  it('puts a dot in the middle of a due date alone, and nothing without dates', () => {
    expect(taskMark(dueOnly, scale)).toEqual({ kind: 'dot', x: 19 * 16 + 8 });
    expect(taskMark(buildTask(), scale)).toBeNull();
  });
});

describe('dragging', () => {
  it('rounds pixels to whole days', () => {
    expect(dragDays(23, scale)).toBe(1);
    expect(dragDays(-7, scale)).toBe(0);
    expect(dragDays(-41, scale)).toBe(-3);
  });

  it('moves both dates with the bar, and a dot its one date', () => {
    expect(draggedDates(bar, 'bar', 2)).toEqual({
      startDate: at('2026-11-12'),
      dueDate: at('2026-11-14'),
    });
    expect(draggedDates(dueOnly, 'bar', -1)).toEqual({
      startDate: null,
      dueDate: at('2026-11-19'),
    });
  });

  it('moves one end, never past the other', () => {
    expect(draggedDates(bar, 'start', -3)).toEqual({
      startDate: at('2026-11-07'),
      dueDate: at('2026-11-12'),
    });
    expect(draggedDates(bar, 'start', 5)).toEqual({
      startDate: at('2026-11-12'),
      dueDate: at('2026-11-12'),
    });
    expect(draggedDates(bar, 'end', -9)).toEqual({
      startDate: at('2026-11-10'),
      dueDate: at('2026-11-10'),
    });
  });
});

describe('labels', () => {
  it('names the dates of a mark', () => {
    expect(datesLabel(bar)).toBe('Nov 10 to Nov 12');
    expect(datesLabel(dueOnly)).toBe('due Nov 20');
    expect(datesLabel(buildTask({ startDate: at('2026-11-02') }))).toBe('starts Nov 2');
  });

  it('ticks Mondays at the month zoom and first days at the quarter zoom', () => {
    expect(
      timelineTicks(scale, 'month')
        .map((tick) => tick.day)
        .slice(0, 2),
    ).toEqual(['2026-11-02', '2026-11-09']);
    expect(timelineTicks(scale, 'quarter').map((tick) => tick.label)).toEqual([
      'Nov 2026',
      'Dec 2026',
    ]);
    expect(dayX(scale, '2026-12-01')).toBe(30 * 16);
  });
});
