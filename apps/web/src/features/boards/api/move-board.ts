import { boardResponseSchema, type Board } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardMutation } from './use-board-mutation';

export interface MoveBoardVariables {
  boardId: string;
  folderId: string | null;
}

export function moveBoard({ boardId, folderId }: MoveBoardVariables): Promise<{ board: Board }> {
  return api.put(boardApiPath(boardId, 'move'), boardResponseSchema, { folderId });
}

export function useMoveBoard() {
  return useBoardMutation(moveBoard);
}
