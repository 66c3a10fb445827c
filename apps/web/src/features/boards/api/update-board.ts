import { boardResponseSchema, type Board, type UpdateBoardInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardMutation } from './use-board-mutation';

export function updateBoard(boardId: string, changes: UpdateBoardInput): Promise<{ board: Board }> {
  return api.put(boardApiPath(boardId), boardResponseSchema, changes);
}

export function useUpdateBoard(boardId: string) {
  return useBoardMutation((changes: UpdateBoardInput) => updateBoard(boardId, changes));
}
