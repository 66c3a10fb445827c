import { ERROR_CODES } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { boardsKey } from './api/get-boards';

/**
 * Whenever a change is refused because its board was archived meanwhile (by someone else, or in
 * another tab): the boards are read again, so the page turns read-only with its banner at once.
 */
export function refetchBoardsWhenArchived(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const error: unknown = event.action.error;
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.boardArchived) return;
    void queryClient.invalidateQueries({ queryKey: boardsKey });
  });
}
