import { boardPreferencesResponseSchema, type BoardPreferences } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from './get-board';

export const boardPreferencesQueryKey = (boardId: string) =>
  [...boardQueryKey(boardId), 'preferences'] as const;

/** The user's view and card properties on the board. */
export function getBoardPreferences(boardId: string): Promise<{ preferences: BoardPreferences }> {
  return api.get(boardApiPath(boardId, 'preferences'), boardPreferencesResponseSchema);
}

export function useBoardPreferences(boardId: string) {
  return useQuery({
    queryKey: boardPreferencesQueryKey(boardId),
    queryFn: () => getBoardPreferences(boardId),
  });
}
