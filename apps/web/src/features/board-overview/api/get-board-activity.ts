import {
  BOARD_ACTIVITY_LIMIT,
  boardActivityResponseSchema,
  type BoardActivity,
} from '@teamboard/shared/board-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export function getBoardActivity(boardId: string): Promise<{ activities: BoardActivity[] }> {
  return api.get(boardApiPath(boardId, 'activity'), boardActivityResponseSchema, {
    query: { limit: BOARD_ACTIVITY_LIMIT },
  });
}

/**
 * The board's latest history, newest first. `listUpdatedAt` is when the board's task list last
 * changed in the cache (live events included): a change asks again, the previous list shown
 * meanwhile. No retries: the page works without it.
 */
export function useBoardActivity(boardId: string, listUpdatedAt: number) {
  return useQuery({
    queryKey: [...boardQueryKey(boardId), 'activity', listUpdatedAt],
    queryFn: () => getBoardActivity(boardId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
