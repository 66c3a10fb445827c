import {
  boardPreferencesResponseSchema,
  type BoardPreferences,
  type UpdateBoardPreferencesInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from './get-board';
import { boardPreferencesQueryKey } from './get-board-preferences';

export function updateBoardPreferences(
  boardId: string,
  changes: UpdateBoardPreferencesInput,
): Promise<{ preferences: BoardPreferences }> {
  return api.put(boardApiPath(boardId, 'preferences'), boardPreferencesResponseSchema, changes);
}

export function useUpdateBoardPreferences(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateBoardPreferencesInput) => updateBoardPreferences(boardId, changes),
    onSuccess: (data) => queryClient.setQueryData(boardPreferencesQueryKey(boardId), data),
  });
}
