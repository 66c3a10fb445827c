import {
  messageResponseSchema,
  type Folder,
  type MessageResponse,
  type ReorderFoldersInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { placeFolders, type FolderPlacement } from '../folder-order';
import { foldersQueryKey } from './get-folders';

export function reorderFolders(
  workspaceId: string,
  items: FolderPlacement[],
): Promise<MessageResponse> {
  return api.put('/api/folders/reorder', messageResponseSchema, {
    workspaceId,
    items,
  } satisfies ReorderFoldersInput);
}

/**
 * Shows the folders' new order at once and sends it; puts the old order back with an error toast
 * ('Failed to reorder folders', the server's message preferred) if the server refuses.
 */
export function useReorderFolders(workspaceId: string) {
  const queryClient = useQueryClient();
  const queryKey = foldersQueryKey(workspaceId);
  return useMutation({
    mutationFn: (items: FolderPlacement[]) => reorderFolders(workspaceId, items),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<{ folders: Folder[] }>(queryKey);
      queryClient.setQueryData<{ folders: Folder[] }>(
        queryKey,
        (data) => data && { folders: placeFolders(data.folders, items) },
      );
      return previous;
    },
    onError: (error, _items, previous) => {
      if (previous) queryClient.setQueryData(queryKey, previous);
      toast.error(errorMessage(error, 'Failed to reorder folders'));
    },
  });
}
