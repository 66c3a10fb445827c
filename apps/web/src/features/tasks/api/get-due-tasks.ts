import { boardTasksResponseSchema, type BoardTasksResponse } from '@teamboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSearch } from '../../../lib/search-string';
import { boardApiPath } from '../../boards/api/get-board';
import { tasksQueryKey } from './get-tasks';

/** A range of UTC calendar days, `YYYY-MM-DD`, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export const dueTasksQueryKey = (boardId: string, { from, to }: DayRange) =>
  [...tasksQueryKey(boardId), 'due', from, to] as const;

/**
 * The board's tasks due in `range`. A server that does not know the range answers the whole
 * list: callers place tasks by their own due dates and never take this answer for the list.
 */
export function getDueTasks(boardId: string, range: DayRange): Promise<BoardTasksResponse> {
  const query = toSearch(new URLSearchParams({ dueFrom: range.from, dueTo: range.to }));
  return api.get(`${boardApiPath(boardId, 'tasks')}${query}`, boardTasksResponseSchema);
}

/**
 * The tasks due in `range`, while `enabled` (a calendar asks only until the whole list, which
 * stays live, is in); the previous range's answer is shown while the next one loads.
 */
export function useDueTasks(boardId: string, range: DayRange, enabled: boolean) {
  return useQuery({
    queryKey: dueTasksQueryKey(boardId, range),
    queryFn: () => getDueTasks(boardId, range),
    enabled,
    placeholderData: keepPreviousData,
  });
}
