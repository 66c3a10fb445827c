import { dayLabel } from '@teamboard/shared';
import { differenceInCalendarDays, isSameYear, startOfDay } from 'date-fns';

export interface DayGroup<Item> {
  /** The day's start, ISO: a stable key. */
  day: string;
  heading: string;
  items: Item[];
}

// Intl rather than date-fns' format: the reader's own way of writing dates, and the board page
// keeps date-fns' format in its own chunk (a shared one would cost it a request and bytes).
const THIS_YEAR = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const OTHER_YEAR = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "Today", "Yesterday", "Monday, 3 March", or with the year when it is not this year's. */
export function dayHeading(date: Date, now: Date = new Date()): string {
  if (dayLabel(date, now) === 'Today') return 'Today';
  if (differenceInCalendarDays(now, date) === 1) return 'Yesterday';
  return (isSameYear(date, now) ? THIS_YEAR : OTHER_YEAR).format(date);
}

/** Items in time order, grouped by the calendar day they were created on. */
export function groupByDay<Item extends { createdAt: string }>(
  items: readonly Item[],
  now: Date = new Date(),
): DayGroup<Item>[] {
  const groups: DayGroup<Item>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const day = startOfDay(date).toISOString();
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, heading: dayHeading(date, now), items: [item] });
  }
  return groups;
}

/** The time of day a message was sent, e.g. "14:05". */
export function messageTime(createdAt: string): string {
  return TIME.format(new Date(createdAt));
}
