import { startOfToday, startOfTomorrow } from 'date-fns';
import { useEffect, useState } from 'react';

/** The start of today, moving on at midnight (due date buckets are counted from it). */
export function useToday(): Date {
  const [today, setToday] = useState(startOfToday);
  useEffect(() => {
    const timer = setTimeout(
      () => setToday(startOfToday()),
      startOfTomorrow().getTime() - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
