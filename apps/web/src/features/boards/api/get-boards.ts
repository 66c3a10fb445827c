import { boardsResponseSchema, type Board } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BoardStatus = Board['status'];

/** The prefix of every board query: lists, details, columns, preferences. */
export const boardsKey = ['boards'] as const;
const listsKey = [...boardsKey, 'list'] as const;

export const boardsQueryKey = (workspaceId: string, status: BoardStatus) =>
  [...listsKey, workspaceId, status] as const;

/** The workspace's boards the user may see, favourites first, then the latest updated. */
export function getBoards(workspaceId: string, status: BoardStatus): Promise<{ boards: Board[] }> {
  return api.get('/api/boards', boardsResponseSchema, { query: { workspaceId, status } });
}

/** Asks nothing while `enabled` is false (the command palette outside a workspace). */
export function useBoards(workspaceId: string, status: BoardStatus, enabled = true) {
  return useQuery({
    queryKey: boardsQueryKey(workspaceId, status),
    queryFn: () => getBoards(workspaceId, status),
    enabled,
  });
}

/** Every board list of every workspace and status. */
export function boardListsFilter() {
  return { queryKey: listsKey };
}

export function invalidateBoardLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(boardListsFilter());
}
