import {
  boardResponseSchema,
  type Board,
  type AddBoardMemberInput,
  type ChangeBoardRoleInput,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useBoardMutation } from './use-board-mutation';

/** A member's role on the board (the body without the board, which the hook knows). */
export type BoardMemberVariables = Omit<ChangeBoardRoleInput, 'boardId'>;

export function addBoardMember(
  boardId: string,
  { userId, role }: BoardMemberVariables,
): Promise<{ board: Board }> {
  return api.post('/api/boards/members', boardResponseSchema, {
    boardId,
    userId,
    role,
  } satisfies AddBoardMemberInput);
}

export function useAddBoardMember(boardId: string) {
  return useBoardMutation((variables: BoardMemberVariables) => addBoardMember(boardId, variables));
}
