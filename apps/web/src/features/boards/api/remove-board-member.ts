import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardPartMutation } from './use-board-mutation';

export function removeBoardMember(boardId: string, userId: string): Promise<MessageResponse> {
  return api.delete(boardApiPath(boardId, 'members', userId), messageResponseSchema);
}

export function useRemoveBoardMember(boardId: string) {
  return useBoardPartMutation(boardId, (userId: string) => removeBoardMember(boardId, userId));
}
