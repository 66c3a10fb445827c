import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from './get-board';
import { invalidateBoardLists } from './get-boards';

export function deleteBoard(boardId: string): Promise<MessageResponse> {
  return api.delete(boardApiPath(boardId), messageResponseSchema);
}

export function useDeleteBoard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBoard(boardId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: boardQueryKey(boardId) });
      await invalidateBoardLists(queryClient);
    },
  });
}
