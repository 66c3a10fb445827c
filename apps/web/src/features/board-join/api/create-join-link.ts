import { boardJoinLinkResponseSchema } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { storeJoinLink } from './get-join-link';

/** Creates the board's join link, or replaces it: the old token stops working. */
export function createJoinLink(boardId: string) {
  return api.post(boardApiPath(boardId, 'join-link'), boardJoinLinkResponseSchema);
}

export function useCreateJoinLink(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createJoinLink(boardId),
    onSuccess: (data) => storeJoinLink(queryClient, boardId, data),
  });
}
