import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { storeJoinLink } from './get-join-link';

/** Revokes the board's join link: nobody joins with it any more. */
export function deleteJoinLink(boardId: string): Promise<MessageResponse> {
  return api.delete(boardApiPath(boardId, 'join-link'), messageResponseSchema);
}

export function useDeleteJoinLink(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteJoinLink(boardId),
    onSuccess: () => storeJoinLink(queryClient, boardId, { joinLink: null }),
  });
}
