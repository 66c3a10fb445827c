import {
  differenceInCalendarDays,
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInYears,
} from 'date-fns';

/** "just now", "5m ago", "3h ago", "2d ago", "4mo ago", "1y ago". */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date);
  const minutes = differenceInMinutes(now, then);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = differenceInHours(now, then);
  if (hours < 24) return `${hours}h ago`;
  const months = differenceInMonths(now, then);
  if (months < 1) return `${differenceInDays(now, then)}d ago`;
  const years = differenceInYears(now, then);
  if (years < 1) return `${months}mo ago`;
  return `${years}y ago`;
}

/** "Today" or "Tomorrow" for a calendar day, or null for any other day. */
export function dayLabel(date: Date | string, now: Date = new Date()): 'Today' | 'Tomorrow' | null {
  const days = differenceInCalendarDays(new Date(date), now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return null;
}
