import type { BoardTask } from '@teamboard/shared';
import { addUtcDays, utcDay, utcDaysBetween } from '../../lib/utc-day';

/** How much time a screen shows: each zoom is a width per day. */
export type Zoom = 'week' | 'month' | 'quarter';

export const DAY_WIDTH: Record<Zoom, number> = { week: 40, month: 16, quarter: 5 };

/** Days shown before the earliest date and after the latest (room to drag into). */
const MARGIN_DAYS: Record<Zoom, number> = { week: 7, month: 14, quarter: 45 };

/** The days along the chart: from `start`, `days` of them, `dayWidth` px each. */
export interface TimelineScale {
  start: string;
  days: number;
  dayWidth: number;
}

/** A task's dates as UTC days (see boardTaskSchema). */
export function taskDays(task: BoardTask): { start: string | null; due: string | null } {
  return {
    start: task.startDate ? utcDay(task.startDate) : null,
    due: task.dueDate ? utcDay(task.dueDate) : null,
  };
}

/** The scale that holds today and every task's dates, with a margin each side. */
export function timelineScale(
  tasks: readonly BoardTask[],
  today: string,
  zoom: Zoom,
): TimelineScale {
  let first = today;
  let last = today;
  for (const task of tasks) {
    for (const day of Object.values(taskDays(task))) {
      if (day && day < first) first = day;
      if (day && day > last) last = day;
    }
  }
  const start = addUtcDays(first, -MARGIN_DAYS[zoom]);
  return {
    start,
    days: utcDaysBetween(start, last) + MARGIN_DAYS[zoom] + 1,
    dayWidth: DAY_WIDTH[zoom],
  };
}

/** The x of the start of `day`'s column. */
export function dayX(scale: TimelineScale, day: string): number {
  return utcDaysBetween(scale.start, day) * scale.dayWidth;
}

/**
 * A task's mark: a bar over its days from start to due, both included; a dot on its only date
 * (a due date alone, or a start alone); none without dates.
 */
export type TaskMark = { kind: 'bar'; x: number; width: number } | { kind: 'dot'; x: number };

export function taskMark(task: BoardTask, scale: TimelineScale): TaskMark | null {
  const { start, due } = taskDays(task);
  if (start && due) {
    return {
      kind: 'bar',
      x: dayX(scale, start),
      width: (utcDaysBetween(start, due) + 1) * scale.dayWidth,
    };
  }
  const only = due ?? start;
  return only ? { kind: 'dot', x: dayX(scale, only) + scale.dayWidth / 2 } : null;
}

/** What a drag takes hold of: the whole bar, or one of its ends. */
export type DragPart = 'bar' | 'start' | 'end';

/** The pixels a pointer moved, as whole days. */
export function dragDays(deltaX: number, scale: TimelineScale): number {
  return Math.round(deltaX / scale.dayWidth) || 0;
}

const instant = (day: string) => `${day}T00:00:00.000Z`;
const moved = (date: string | null, days: number) =>
  date && instant(addUtcDays(utcDay(date), days));

/**
 * The dates after `part` was dragged by `days`: the bar moves both (a dot its date), an end only
 * its own date, never past the other end (a start after the due date is refused). Written as
 * midnight UTC of the day.
 */
export function draggedDates(
  task: BoardTask,
  part: DragPart,
  days: number,
): { startDate: string | null; dueDate: string | null } {
  const { start, due } = taskDays(task);
  const startDate = start && instant(start);
  const dueDate = due && instant(due);
  if (part === 'bar' || !start || !due) {
    return { startDate: moved(startDate, days), dueDate: moved(dueDate, days) };
  }
  if (part === 'start') {
    return {
      startDate: instant(addUtcDays(start, Math.min(days, utcDaysBetween(start, due)))),
      dueDate,
    };
  }
  return {
    startDate,
    dueDate: instant(addUtcDays(due, Math.max(days, -utcDaysBetween(start, due)))),
  };
}

/** A labelled line across the chart's header. */
export interface Tick {
  day: string;
  label: string;
}

const DAY_OF_MONTH = new Intl.DateTimeFormat(undefined, { day: 'numeric', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 3": a UTC day as the chart writes it. */
export function shortDay(day: string): string {
  return SHORT_DATE.format(new Date(instant(day)));
}

/**
 * The header's ticks: every day (zoom week; a month's first day and the chart's first named
 * with their month), every Monday (month), every month's first day (quarter).
 */
export function timelineTicks(scale: TimelineScale, zoom: Zoom): Tick[] {
  const ticks: Tick[] = [];
  for (let index = 0; index < scale.days; index += 1) {
    const day = addUtcDays(scale.start, index);
    const date = new Date(instant(day));
    if (zoom === 'week') {
      const named = index === 0 || date.getUTCDate() === 1;
      ticks.push({ day, label: named ? shortDay(day) : DAY_OF_MONTH.format(date) });
    } else if (zoom === 'month' && date.getUTCDay() === 1) {
      ticks.push({ day, label: shortDay(day) });
    } else if (zoom === 'quarter' && date.getUTCDate() === 1) {
      ticks.push({ day, label: MONTH.format(date) });
    }
  }
  return ticks;
}

/** A mark's accessible words: "Nov 3 to Nov 10", "due Nov 10" or "starts Nov 3". */
export function datesLabel(task: BoardTask): string {
  const { start, due } = taskDays(task);
  if (start && due) return `${shortDay(start)} to ${shortDay(due)}`;
  if (due) return `due ${shortDay(due)}`;
  return start ? `starts ${shortDay(start)}` : 'no dates';
}
