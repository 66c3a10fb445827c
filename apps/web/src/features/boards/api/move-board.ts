import { boardResponseSchema, type Board, type MoveBoardInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { reportOutcome } from '../../../lib/report-outcome';
import { boardApiPath, storeBoard } from './get-board';
import { boardListsFilter } from './get-boards';
import { planBoardMove, type BoardPlacement } from './plan-board-order';
import { placeCachedBoards, readBoardList, restoreCachedBoards } from './reorder-boards';

/** Without a position the board keeps its own in the new folder. */
export function moveBoard({
  boardId,
  folderId,
  position,
}: Omit<BoardPlacement, 'position'> & { position?: number }): Promise<{ board: Board }> {
  return api.put(boardApiPath(boardId, 'move'), boardResponseSchema, {
    folderId,
    position,
  } satisfies MoveBoardInput);
}

/**
 * Files the board in a folder (null: none) at its new position at once; puts it back if the
 * server refuses. The server's answer then replaces the board in the lists.
 */
export function useMoveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placement: BoardPlacement) => moveBoard(placement),
    onMutate: (placement) => placeCachedBoards(queryClient, [placement]),
    onError: (_error, _placement, snapshot) => restoreCachedBoards(queryClient, snapshot),
    onSuccess: ({ board }) => {
      storeBoard(queryClient, board);
      queryClient.setQueriesData<{ boards: Board[] }>(
        boardListsFilter(),
        (data) =>
          data && {
            boards: data.boards.map((listed) => (listed._id === board._id ? board : listed)),
          },
      );
    },
  });
}

/**
 * Moves a board to the end of another folder (by the "Move to…" menu or by dropping it on the
 * folder) and says so; toasts 'Failed to move board' (the server's message preferred) and puts it
 * back if the server refuses. Nothing happens when it is already there.
 */
export function useMoveBoardTo() {
  const queryClient = useQueryClient();
  const move = useMoveBoard();
  return (board: Board, folderId: string | null, folderName: string) => {
    const all = readBoardList(queryClient, board.workspace, board.status);
    const placement = planBoardMove(all, board, folderId);
    if (!placement) return;
    reportOutcome(move.mutateAsync(placement), 'Failed to move board', () =>
      toast.success(`Moved ${board.title} to ${folderName}`),
    );
  };
}
