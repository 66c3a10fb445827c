import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardPartMutation } from './use-board-mutation';

export function deleteBoardLabel(boardId: string, labelId: string): Promise<MessageResponse> {
  return api.delete(boardApiPath(boardId, 'labels', labelId), messageResponseSchema);
}

export function useDeleteBoardLabel(boardId: string) {
  return useBoardPartMutation(boardId, (labelId: string) => deleteBoardLabel(boardId, labelId));
}
