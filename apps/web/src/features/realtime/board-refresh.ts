import type { QueryClient } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { invalidateBoard } from '../boards/api/get-board';
import { columnsQueryKey } from '../columns/api/get-columns';
import { tasksQueryKey } from '../tasks/api/get-tasks';

/**
 * Many changes at once (an import's batch) come as one BOARD_REFRESHED: the board (its labels,
 * some just made) and its columns are read again, and its tasks changed since the version the
 * cache holds (the task list's fetch asks `since` that version), with the lists kept under the
 * tasks' key (the calendar's).
 */
export function boardRefreshUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  return {
    BOARD_REFRESHED: ({ boardId }) => {
      void invalidateBoard(queryClient, boardId);
      void queryClient.invalidateQueries({ queryKey: columnsQueryKey(boardId) });
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey(boardId) });
    },
  };
}
