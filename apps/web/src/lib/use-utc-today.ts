import { useEffect, useState } from 'react';
import { addUtcDays, utcDay } from './utc-day';

/** Today's UTC day, moving on at UTC midnight. */
export function useUtcToday(): string {
  const [today, setToday] = useState(() => utcDay(new Date()));
  useEffect(() => {
    const nextMidnight = Date.parse(`${addUtcDays(today, 1)}T00:00:00.000Z`);
    const timer = setTimeout(() => setToday(utcDay(new Date())), nextMidnight - Date.now());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
