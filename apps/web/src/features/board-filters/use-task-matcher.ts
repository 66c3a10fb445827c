import type { BoardTask, Column } from '@teamboard/shared';
import { useDeferredValue, useMemo } from 'react';
import { useDescriptionMatches } from './api/search-descriptions';
import { doneColumnsOf, taskMatcher } from './filter-tasks';
import { useBoardFilters } from './use-board-filters';
import { useToday } from './use-today';

/**
 * Whether a task passes the board's filters (the query string), as every view of the board
 * asks it: due dates bucketed from today's UTC day, the server's description matches for the
 * search, and tasks in the board's done columns never overdue.
 */
export function useTaskMatcher(
  boardId: string,
  columns: readonly Column[] | undefined,
): (task: BoardTask) => boolean {
  const filters = useDeferredValue(useBoardFilters().filters);
  const today = useToday();
  const descriptionMatches = useDescriptionMatches(boardId, filters.search);
  return useMemo(
    () => taskMatcher(filters, today, descriptionMatches, doneColumnsOf(columns)),
    [filters, today, descriptionMatches, columns],
  );
}
