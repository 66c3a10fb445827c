/**
 * The calendar week around an instant in an IANA time zone: from Monday 00:00 to the next
 * Monday 00:00 there, as UTC instants. Daylight-saving changes are honoured, so a week may last
 * 167 or 169 hours.
 */
export function weekAround(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = zonedParts(now, timeZone);
  const sinceMonday = (local.weekday + 6) % 7;
  return {
    start: startOfLocalDay(local.year, local.month, local.day - sinceMonday, timeZone),
    end: startOfLocalDay(local.year, local.month, local.day - sinceMonday + 7, timeZone),
  };
}

interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 (Sunday) to 6 (Saturday) */
  weekday: number;
  /** The wall-clock time there, read as if it were UTC (milliseconds). */
  wallMs: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const wallMs = Date.UTC(
    year,
    month - 1,
    day,
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { year, month, day, weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), wallMs };
}

/** The zone's offset from UTC at an instant, in milliseconds (seconds precision). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return zonedParts(new Date(whole), timeZone).wallMs - whole;
}

/**
 * The first instant of a local calendar day (day may overflow the month: Date.UTC normalises).
 * Where midnight does not exist (a daylight-saving gap), the day starts when the gap ends.
 */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const wallMidnight = Date.UTC(year, month - 1, day);
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  instant = wallMidnight - offsetAt(instant, timeZone);
  // In a gap the guess lands on the day before: move to the end of the gap.
  const landed = zonedParts(new Date(instant), timeZone).wallMs;
  if (landed < wallMidnight) instant += wallMidnight - landed;
  return new Date(instant);
}
