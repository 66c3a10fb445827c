import { boardResponseSchema, type Board } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardMutation } from './use-board-mutation';

export interface BoardChanges {
  title?: string;
  description?: string | null;
}

export function updateBoard(boardId: string, changes: BoardChanges): Promise<{ board: Board }> {
  return api.put(boardApiPath(boardId), boardResponseSchema, changes);
}

export function useUpdateBoard(boardId: string) {
  return useBoardMutation((changes: BoardChanges) => updateBoard(boardId, changes));
}
