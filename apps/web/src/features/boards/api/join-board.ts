import { boardResponseSchema, type Board } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { useBoardMutation } from './use-board-mutation';

export function joinBoard(boardId: string): Promise<{ board: Board }> {
  return api.post(boardApiPath(boardId, 'join'), boardResponseSchema);
}

export function useJoinBoard(boardId: string) {
  return useBoardMutation(() => joinBoard(boardId));
}
