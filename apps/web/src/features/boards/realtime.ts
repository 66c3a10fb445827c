import type { QueryClient } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { invalidateBoardLists } from './api/get-boards';

/** The board events the project lists follow: they show each board's column count. */
export function boardListUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  const refetch = () => void invalidateBoardLists(queryClient);
  return { COLUMN_CREATED: refetch, COLUMN_DELETED: refetch };
}
