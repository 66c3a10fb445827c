import { useMemo } from 'react';
import { useUtcToday } from '../../lib/use-utc-today';
import { useBoardFilters } from '../board-filters/use-board-filters';
import { useTaskMatcher } from '../board-filters/use-task-matcher';
import { useColumns } from '../columns/api/get-columns';
import { useTasks } from '../tasks/api/get-tasks';
import { overviewCounts } from './overview-counts';

/**
 * The overview's counts of the board's tasks that the query string's filters leave, from the
 * board page's own cached queries (columns and the whole task list), so both agree.
 */
export function useOverviewCounts(boardId: string) {
  const columns = useColumns(boardId);
  const tasks = useTasks(boardId);
  const { filters } = useBoardFilters();
  const matches = useTaskMatcher(boardId, columns.data?.columns);
  const today = useUtcToday();
  const counts = useMemo(() => {
    if (!columns.data || !tasks.data) return undefined;
    return overviewCounts(tasks.data.tasks.filter(matches), columns.data.columns, today);
  }, [columns.data, tasks.data, matches, today]);
  return { counts, filters, columns, tasks };
}
