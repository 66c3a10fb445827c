import type { Board } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBoard, storeBoard } from './get-board';
import { invalidateBoardLists } from './get-boards';

/** A change answered with the whole board: stored as the board's details, lists refetched. */
export function useBoardMutation<TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<{ board: Board }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ board }) => {
      storeBoard(queryClient, board);
      await invalidateBoardLists(queryClient);
    },
  });
}

/** A change to one part of a board (a label, a member) not answered with the board. */
export function useBoardPartMutation<TVariables, TResult>(
  boardId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([invalidateBoard(queryClient, boardId), invalidateBoardLists(queryClient)]),
  });
}
