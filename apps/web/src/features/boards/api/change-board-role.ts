import { boardResponseSchema, type Board, type ChangeBoardRoleInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import type { BoardMemberVariables } from './add-board-member';
import { useBoardMutation } from './use-board-mutation';

export function changeBoardRole(
  boardId: string,
  { userId, role }: BoardMemberVariables,
): Promise<{ board: Board }> {
  return api.put('/api/boards/member/change-role', boardResponseSchema, {
    boardId,
    userId,
    role,
  } satisfies ChangeBoardRoleInput);
}

export function useChangeBoardRole(boardId: string) {
  return useBoardMutation((variables: BoardMemberVariables) => changeBoardRole(boardId, variables));
}
