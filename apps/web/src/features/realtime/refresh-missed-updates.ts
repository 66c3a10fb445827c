import { hashKey, type QueryClient } from '@tanstack/react-query';
import { boardQueryKey } from '../boards/api/get-board';
import { columnsQueryKey } from '../columns/api/get-columns';
import { tasksQueryKey } from '../tasks/api/get-tasks';

/**
 * After joining the board's room: what was fetched before may have missed changes. Right after
 * a reconnect that is everything of the board; on opening the board, lists kept in the cache
 * from an earlier visit (a fetch under way now, or one answered since `joinedAt`, is current).
 */
export function refreshMissedUpdates(
  queryClient: QueryClient,
  boardId: string,
  joinedAt: number,
  reconnected: boolean,
): Promise<void> {
  if (reconnected) return queryClient.invalidateQueries({ queryKey: boardQueryKey(boardId) });
  const lists = new Set([hashKey(tasksQueryKey(boardId)), hashKey(columnsQueryKey(boardId))]);
  return queryClient.invalidateQueries({
    queryKey: boardQueryKey(boardId),
    predicate: ({ queryHash, state }) =>
      lists.has(queryHash) &&
      state.status === 'success' &&
      state.fetchStatus === 'idle' &&
      state.dataUpdatedAt < joinedAt,
  });
}
