import { boardResponseSchema, type Board } from '@teamboard/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { boardsKey } from './get-boards';

export const boardQueryKey = (boardId: string) => [...boardsKey, 'detail', boardId] as const;

/** `/api/boards/<id>/<segment>…` with every part escaped. */
export function boardApiPath(boardId: string, ...segments: string[]): string {
  return ['/api/boards', ...[boardId, ...segments].map(encodeURIComponent)].join('/');
}

export function getBoard(boardId: string): Promise<{ board: Board }> {
  return api.get(boardApiPath(boardId), boardResponseSchema);
}

export const boardQuery = (boardId: string) =>
  queryOptions({
    queryKey: boardQueryKey(boardId),
    queryFn: () => getBoard(boardId),
    // A missing board stays missing: show the 404 at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useBoard(boardId: string) {
  return useQuery(boardQuery(boardId));
}

/** After a call answered with the whole board. */
export function storeBoard(queryClient: QueryClient, board: Board): void {
  queryClient.setQueryData(boardQueryKey(board._id), { board });
}

export function invalidateBoard(queryClient: QueryClient, boardId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: boardQueryKey(boardId) });
}
