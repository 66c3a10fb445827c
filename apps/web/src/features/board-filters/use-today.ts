import { useMemo } from 'react';
import { useUtcToday } from '../../lib/use-utc-today';

/** The start of today's UTC day, moving on at UTC midnight (due date buckets count from it). */
export function useToday(): Date {
  const today = useUtcToday();
  return useMemo(() => new Date(`${today}T00:00:00.000Z`), [today]);
}
