import { BOARD_HEAD_PER_COLUMN, boardTasksHeadResponseSchema } from '@teamboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

/** Apart from the tasks' key: invalidating the task list never fetches the head again. */
export const tasksHeadQueryKey = (boardId: string) =>
  [...boardQueryKey(boardId), 'tasks-head'] as const;

/**
 * The first cards of each column and the columns' totals: what a board page shows while its
 * whole list, which can be tens of megabytes, is on its way. Fetched once per opening and never
 * changed by board events (the whole list replaces it within moments).
 */
export const tasksHeadQuery = (boardId: string) =>
  queryOptions({
    queryKey: tasksHeadQueryKey(boardId),
    queryFn: () =>
      api.get(
        `${boardApiPath(boardId, 'tasks', 'head')}?perColumn=${String(BOARD_HEAD_PER_COLUMN)}`,
        boardTasksHeadResponseSchema,
      ),
    staleTime: Infinity,
    // Kept while the page's code loads (the page start asks for it before), not much longer.
    gcTime: 30_000,
    // A failure shows through the whole list's query, which asks the same server.
    retry: false,
  });

/** The head, while `needed` (the whole list is not in the cache yet). */
export function useTasksHead(boardId: string, needed: boolean) {
  return useQuery({ ...tasksHeadQuery(boardId), enabled: needed });
}
