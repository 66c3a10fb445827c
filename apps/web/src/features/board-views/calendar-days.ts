import type { BoardTask } from '@teamboard/shared';
import type { DayRange } from '../tasks/api/get-due-tasks';
import { addUtcDays, dayInstant, utcDay, utcDaysBetween } from '../../lib/utc-day';

/** The calendar shows a month (whole weeks around it) or one week. */
export type CalendarMode = 'month' | 'week';

/** `Intl.Locale` with its week information, where the browser has it (a getter or a property). */
interface LocaleWeek {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The weekday a week starts on in `locale` (0 Sunday … 6 Saturday): from Intl.Locale's week
 * information where the browser has it, else Monday (ISO 8601).
 */
export function localeWeekStart(locale: string): number {
  try {
    const week = new Intl.Locale(locale) as Intl.Locale & LocaleWeek;
    const info = week.getWeekInfo?.() ?? week.weekInfo;
    // Intl numbers weekdays 1 (Monday) to 7 (Sunday).
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown locale tag: fall back like a browser without week information.
  }
  return 1;
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}

/** The first day of the week `day` is in, weeks starting on `weekStart`. */
export function startOfWeek(day: string, weekStart: number): string {
  return addUtcDays(day, -((weekday(day) - weekStart + 7) % 7));
}

function firstOfMonth(day: string, months = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return utcDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The days on screen: the month's whole weeks, or the week of `anchor`. */
export function visibleDays(mode: CalendarMode, anchor: string, weekStart: number): string[] {
  const first = startOfWeek(mode === 'month' ? firstOfMonth(anchor) : anchor, weekStart);
  const lastOfMonth = addUtcDays(firstOfMonth(anchor, 1), -1);
  const count =
    mode === 'month' ? utcDaysBetween(first, startOfWeek(lastOfMonth, weekStart)) + 7 : 7;
  return Array.from({ length: count }, (_, index) => addUtcDays(first, index));
}

/** The first and last day on screen. */
export function dayRange(days: readonly string[]): DayRange {
  return { from: days[0] ?? '', to: days.at(-1) ?? '' };
}

/** The anchor a page on or back (`step` ±1): the next month's first day, or a week on. */
export function shiftAnchor(mode: CalendarMode, anchor: string, step: number): string {
  return mode === 'month' ? firstOfMonth(anchor, step) : addUtcDays(anchor, 7 * step);
}

/** The tasks due in `range`, by the UTC day they are due. */
export function tasksByDueDay(
  tasks: readonly BoardTask[],
  range: DayRange,
): Map<string, BoardTask[]> {
  const days = new Map<string, BoardTask[]>();
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const day = utcDay(task.dueDate);
    if (day < range.from || day > range.to) continue;
    const group = days.get(day);
    if (group) group.push(task);
    else days.set(day, [task]);
  }
  return days;
}

/**
 * The change that puts a task's due date on `day` (null: no due date). A start date that would
 * come after it moves to the same day, as the server refuses a start after the due date.
 */
export function dueDayPatch(
  task: BoardTask,
  day: string | null,
): { dueDate: string | null; startDate?: string } {
  const dueDate = day === null ? null : dayInstant(day);
  if (dueDate && task.startDate && Date.parse(task.startDate) > Date.parse(dueDate)) {
    return { dueDate, startDate: dueDate };
  }
  return { dueDate };
}
