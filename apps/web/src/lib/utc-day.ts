/**
 * Calendar days as `YYYY-MM-DD` in UTC. A task's due and start dates are instants whose calendar
 * day is their UTC date (see boardTaskSchema), and the board reports count UTC days and weeks:
 * these pages reckon in UTC too, whatever the browser's time zone.
 */
const DAY_MS = 86_400_000;

/** The UTC day of an instant. */
export function utcDay(date: Date | string | number): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** Midnight UTC of `day`: how the web writes a picked day (a due date, a start date). */
export function dayInstant(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** Whole days from one UTC day to another (negative when `to` comes first). */
export function utcDaysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS,
  );
}

/** `day` moved by `days` (negative: back). */
export function addUtcDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);
}

/** The Sunday ending the Monday-to-Sunday week `day` is in. */
export function utcWeekEnd(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addUtcDays(day, (7 - weekday) % 7);
}

/** The first day of the quarter `day` is in. */
export function utcQuarterStart(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const month = Math.floor(date.getUTCMonth() / 3) * 3;
  return utcDay(Date.UTC(date.getUTCFullYear(), month, 1));
}
