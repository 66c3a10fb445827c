import { COMPLEXITY_NAMES, PRIORITY_NAMES } from '@teamboard/shared';
import { utcDay, utcDaysBetween } from '../../lib/utc-day';

const shortUtcDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function priorityName(priority: number): string {
  return PRIORITY_NAMES[priority as keyof typeof PRIORITY_NAMES];
}

export function complexityName(complexity: number): string {
  return COMPLEXITY_NAMES[complexity as keyof typeof COMPLEXITY_NAMES];
}

/**
 * "Today", "Tomorrow", else a short date like "Mar 4": the due date's UTC day (the day it was
 * set to, in every time zone; see boardTaskSchema), counted from today's UTC day as the board's
 * due date filter and calendar do.
 */
export function dueDateLabel(dueDate: string, now: Date = new Date()): string {
  const days = utcDaysBetween(utcDay(now), utcDay(dueDate));
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return shortUtcDate.format(new Date(dueDate));
}

/** The 1-5 levels as select options, e.g. [1, 'No Priority']. */
export const PRIORITY_OPTIONS = Object.entries(PRIORITY_NAMES).map(
  ([value, name]) => [Number(value), name] as const,
);
export const COMPLEXITY_OPTIONS = Object.entries(COMPLEXITY_NAMES).map(
  ([value, name]) => [Number(value), name] as const,
);
