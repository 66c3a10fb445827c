import { COMPLEXITY_NAMES, PRIORITY_NAMES, type PublicUser } from '@teamboard/shared';
import { type TimeSpread } from '@teamboard/shared/workspace-report';
import type { ReportTable } from '@teamboard/shared/report-csv';

/** Seconds as hours, to two decimals. */
export function hoursOf(seconds: number): number {
  return Math.round(seconds / 36) / 100;
}

/** Highest priority first, as the board and the CSV list them: Urgent … Low, No Priority. */
export const PRIORITY_ORDER = [2, 3, 4, 5, 1] as const;
export const priorityName = (level: (typeof PRIORITY_ORDER)[number]) => PRIORITY_NAMES[level];

export const complexityName = (level: number): string =>
  COMPLEXITY_NAMES[level as keyof typeof COMPLEXITY_NAMES];

/** One week of a trend chart: each person's value, by user id. */
export interface WeekPoint {
  weekStart: string;
  values: Record<string, number>;
}

interface WeeklyRow<W> {
  user: PublicUser;
  weekly: (W & { weekStart: string })[];
}

/**
 * Per week of the report, each person's `value` of that week (0 for a week the row lacks): the
 * points of a chart with one line per person.
 */
export function weeklySeries<W>(
  weeks: string[],
  rows: WeeklyRow<W>[],
  value: (week: W) => number,
): WeekPoint[] {
  const byWeek = rows.map((row) => ({
    userId: row.user._id,
    weeks: new Map(row.weekly.map((week) => [week.weekStart, week])),
  }));
  return weeks.map((weekStart) => ({
    weekStart,
    values: Object.fromEntries(
      byWeek.map(({ userId, weeks: own }) => {
        const week = own.get(weekStart);
        return [userId, week ? value(week) : 0];
      }),
    ),
  }));
}

/** A weekly chart's data as a table: a row per week, a column per person. */
export function weeklyTable(points: WeekPoint[], people: PublicUser[]): ReportTable {
  return {
    headers: ['Week', ...people.map((person) => person.name)],
    rows: points.map((point) => [
      point.weekStart,
      ...people.map((person) => point.values[person._id] ?? 0),
    ]),
  };
}

/**
 * A level's spread drawn as a box: an invisible bar up to the 25th percentile with the box (up
 * to the 75th) stacked on it, and the median and mean as marks. A level without timed tasks
 * draws nothing.
 */
export interface SpreadBox {
  name: string;
  base: number | null;
  box: number | null;
  median: number | null;
  mean: number | null;
  tasks: number;
}

export function spreadBoxes(levels: (TimeSpread & { complexity: number })[]): SpreadBox[] {
  return levels.map((level) => ({
    name: complexityName(level.complexity),
    base: level.p25Hours,
    box:
      level.p25Hours === null || level.p75Hours === null
        ? null
        : Math.round((level.p75Hours - level.p25Hours) * 100) / 100,
    median: level.medianHours,
    mean: level.meanHours,
    tasks: level.tasks,
  }));
}

/** An on-time rate (0–1) as a whole percentage; "–" when nothing completed had a due date. */
export function percentLabel(rate: number | null): string {
  return rate === null ? '–' : `${String(Math.round(rate * 100))}%`;
}

/** Hours to at most two decimals, "–" for none. */
export function hoursLabel(hours: number | null): string {
  return hours === null ? '–' : `${String(Math.round(hours * 100) / 100)} h`;
}
