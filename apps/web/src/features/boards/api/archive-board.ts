import { boardResponseSchema, type Board } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardMutation } from './use-board-mutation';

/** Archives an active board, restores an archived one. */
export function archiveBoard(boardId: string): Promise<{ board: Board }> {
  return api.post(boardApiPath(boardId, 'archive'), boardResponseSchema);
}

export function useArchiveBoard() {
  return useBoardMutation(archiveBoard);
}
