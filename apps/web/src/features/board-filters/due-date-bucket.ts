import { utcDay, utcDaysBetween } from '../../lib/utc-day';

/** The due date filter's buckets, in the order they are offered. */
export const DUE_DATE_BUCKETS = [
  'none',
  'overdue',
  'today',
  'tomorrow',
  'next-week',
  'next-month',
  'later',
] as const;
export type DueDateBucket = (typeof DUE_DATE_BUCKETS)[number];

export const DUE_DATE_BUCKET_NAMES: Record<DueDateBucket, string> = {
  none: 'No date',
  overdue: 'Overdue',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'next-week': 'Next week',
  'next-month': 'Next month',
  later: 'Later',
};

/** The 7 days after tomorrow, then the 30 days after those. */
const NEXT_WEEK_LAST_DAY = 1 + 7;
const NEXT_MONTH_LAST_DAY = NEXT_WEEK_LAST_DAY + 30;

/**
 * Which bucket a due date falls in, by calendar days from `now`, both as UTC days (a due date's
 * day is its UTC date: see boardTaskSchema; the cards' "Today"/"Tomorrow" labels, the calendar
 * and the overview count the same way): none without a date; overdue before today; today;
 * tomorrow; next-week for days 2-8 from today; next-month for days 9-38; later after.
 */
export function dueDateBucket(dueDate: string | null, now: Date): DueDateBucket {
  if (!dueDate) return 'none';
  const days = utcDaysBetween(utcDay(now), utcDay(dueDate));
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days <= NEXT_WEEK_LAST_DAY) return 'next-week';
  if (days <= NEXT_MONTH_LAST_DAY) return 'next-month';
  return 'later';
}
