const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A logged duration in whole minutes: "1h 25m", "45m", "0m", "40h" (whole hours drop the
 * minutes). Seconds are floored: a time entry counts only its full minutes.
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** A running timer's elapsed time, to the second: "0:00:05", "1:25:03", "26:00:00". */
export function formatElapsed(seconds: number): string {
  const total = Math.floor(Math.max(0, seconds));
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const rest = total % MINUTE;
  return `${hours}:${pad(minutes)}:${pad(rest)}`;
}

/** Whole seconds from `startTime` to `now` (0 for a start in the future: clocks disagree). */
export function elapsedSeconds(startTime: Date | string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(startTime).getTime()) / 1000));
}

/** A duration as the hours and minutes of a form ("1h 25m" → {hours: 1, minutes: 25}). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
