import { boardResponseSchema, type Board, type CreateBoardInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useBoardMutation } from './use-board-mutation';

export function createBoard(input: CreateBoardInput): Promise<{ board: Board }> {
  return api.post('/api/boards', boardResponseSchema, input);
}

export function useCreateBoard() {
  return useBoardMutation(createBoard);
}
