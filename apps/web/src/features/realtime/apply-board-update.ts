import type { BoardUpdate } from '@teamboard/shared';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { boardQueryKey } from '../boards/api/get-board';
import { invalidateBoardLists } from '../boards/api/get-boards';
import { columnsQueryKey } from '../columns/api/get-columns';
import { readColumns, writeColumns } from '../columns/api/columns-cache';
import { readTasks, tasksQueryKey, writeTasks } from '../tasks/api/get-tasks';
import { reduceBoardUpdate, type BoardData } from './board-update-reducer';

function isLoaded(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueryData(queryKey) !== undefined;
}

/**
 * A fetch under way may answer with the list as it was before this change and overwrite it:
 * fetch again instead of writing (the new answer includes the change).
 */
function writeUnlessFetching(queryClient: QueryClient, queryKey: QueryKey, write: () => void) {
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  } else {
    write();
  }
}

/** Applies a `board-update` from another tab or user to the board's cached tasks and columns. */
export function applyBoardUpdate(queryClient: QueryClient, update: BoardUpdate): void {
  const { boardId } = update;
  const tasksKey = tasksQueryKey(boardId);
  const columnsKey = columnsQueryKey(boardId);
  const before: BoardData = {
    tasks: isLoaded(queryClient, tasksKey) ? readTasks(queryClient, boardId) : undefined,
    columns: isLoaded(queryClient, columnsKey) ? readColumns(queryClient, boardId) : undefined,
  };
  const { tasks, columns } = reduceBoardUpdate(before, update);
  if (tasks && tasks !== before.tasks) {
    writeUnlessFetching(queryClient, tasksKey, () => writeTasks(queryClient, boardId, tasks));
  }
  if (columns && columns !== before.columns) {
    writeUnlessFetching(queryClient, columnsKey, () => writeColumns(queryClient, boardId, columns));
  }
  // Project lists show each board's column count.
  if (update.type === 'COLUMN_CREATED' || update.type === 'COLUMN_DELETED') {
    void invalidateBoardLists(queryClient);
  }
}

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
