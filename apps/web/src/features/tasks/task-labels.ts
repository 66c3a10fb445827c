import { COMPLEXITY_NAMES, dayLabel, PRIORITY_NAMES } from '@teamboard/shared';
import { format } from 'date-fns';

export function priorityName(priority: number): string {
  return PRIORITY_NAMES[priority as keyof typeof PRIORITY_NAMES];
}

export function complexityName(complexity: number): string {
  return COMPLEXITY_NAMES[complexity as keyof typeof COMPLEXITY_NAMES];
}

/** "Today", "Tomorrow", else a short date like "Mar 4". */
export function dueDateLabel(dueDate: string, now: Date = new Date()): string {
  return dayLabel(dueDate, now) ?? format(new Date(dueDate), 'MMM d');
}

/** The 1-5 levels as select options, e.g. [1, 'No Priority']. */
export const PRIORITY_OPTIONS = Object.entries(PRIORITY_NAMES).map(
  ([value, name]) => [Number(value), name] as const,
);
export const COMPLEXITY_OPTIONS = Object.entries(COMPLEXITY_NAMES).map(
  ([value, name]) => [Number(value), name] as const,
);
