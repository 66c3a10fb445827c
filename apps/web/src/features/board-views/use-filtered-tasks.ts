import type { BoardTask } from '@teamboard/shared';
import { useMemo } from 'react';
import { useTaskMatcher } from '../board-filters/use-task-matcher';
import { useColumns } from '../columns/api/get-columns';

/** The tasks the board's filters (the query string) leave, for the views other than the kanban. */
export function useFilteredTasks(boardId: string, tasks: readonly BoardTask[]): BoardTask[] {
  const matches = useTaskMatcher(boardId, useColumns(boardId).data?.columns);
  return useMemo(() => tasks.filter(matches), [tasks, matches]);
}
