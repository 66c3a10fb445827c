import { favoriteResponseSchema, type Board } from '@teamboard/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { boardApiPath, boardQueryKey } from './get-board';
import { boardListsFilter, boardsKey, invalidateBoardLists } from './get-boards';

export function toggleFavorite(boardId: string): Promise<{ isFavorite: boolean }> {
  return api.post(boardApiPath(boardId, 'favorite'), favoriteResponseSchema);
}

type Snapshot = [readonly unknown[], unknown][];

function flip(queryClient: QueryClient, boardId: string): Snapshot {
  const toggle = (board: Board) =>
    board._id === boardId ? { ...board, isFavorite: !board.isFavorite } : board;
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData(boardListsFilter()),
    [boardQueryKey(boardId), queryClient.getQueryData(boardQueryKey(boardId))],
  ];
  queryClient.setQueriesData<{ boards: Board[] }>(
    boardListsFilter(),
    (data) => data && { boards: data.boards.map(toggle) },
  );
  queryClient.setQueryData<{ board: Board }>(
    boardQueryKey(boardId),
    (data) => data && { board: toggle(data.board) },
  );
  return snapshot;
}

/** Flips the star at once; puts it back with the error toast when the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async (boardId: string) => {
      await queryClient.cancelQueries({ queryKey: boardsKey });
      return flip(queryClient, boardId);
    },
    onError: (error, _boardId, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(errorMessage(error, 'Failed to toggle favorite status'));
    },
    onSettled: () => invalidateBoardLists(queryClient),
  });
}
