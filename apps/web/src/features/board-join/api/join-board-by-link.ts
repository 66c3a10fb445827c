import { boardResponseSchema, type Board, type JoinBoardInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { useBoardMutation } from '../../boards/api/use-board-mutation';

/** Joins the board with its join link's token (guests and clients included). */
export function joinBoardByLink(boardId: string, token: string): Promise<{ board: Board }> {
  return api.post(boardApiPath(boardId, 'join'), boardResponseSchema, {
    token,
  } satisfies JoinBoardInput);
}

/** The joined board is stored, so its page opens at once; board lists are refetched. */
export function useJoinBoardByLink(boardId: string, token: string) {
  return useBoardMutation(() => joinBoardByLink(boardId, token));
}
