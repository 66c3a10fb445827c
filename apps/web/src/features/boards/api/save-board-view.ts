import type { BoardPreferences } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardPreferencesQueryKey } from './get-board-preferences';
import { updateBoardPreferences } from './update-board-preferences';

interface Cached {
  preferences: BoardPreferences;
}
export type BoardView = BoardPreferences['view'];

/**
 * Saves the view the user chose as the board's preference, written to the cache at once: the
 * page the user goes to next reads it before the server answers. A refused save puts the view
 * back (and says nothing: the user is on the view they chose either way).
 */
export function useSaveBoardView(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = boardPreferencesQueryKey(boardId);
  return useMutation({
    mutationFn: (view: BoardView) => updateBoardPreferences(boardId, { view }),
    onMutate: (view) => {
      const previous = queryClient.getQueryData<Cached>(queryKey);
      if (previous) {
        queryClient.setQueryData<Cached>(queryKey, {
          preferences: { ...previous.preferences, view },
        });
      }
      return previous;
    },
    onError: (_error, _view, previous) => {
      if (previous) queryClient.setQueryData<Cached>(queryKey, previous);
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
