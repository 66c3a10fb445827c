import { boardResponseSchema, type Board, type BoardRole } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useBoardMutation } from './use-board-mutation';

export interface BoardMemberVariables {
  userId: string;
  role: BoardRole;
}

export function addBoardMember(
  boardId: string,
  { userId, role }: BoardMemberVariables,
): Promise<{ board: Board }> {
  return api.post('/api/boards/members', boardResponseSchema, { boardId, userId, role });
}

export function useAddBoardMember(boardId: string) {
  return useBoardMutation((variables: BoardMemberVariables) => addBoardMember(boardId, variables));
}
