import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBoardLists } from '../../boards/api/get-boards';
import { folderApiPath } from './get-folders';
import { useFolderMutation } from './use-folder-mutation';

/** Its boards and sub-folders move to its parent. */
export function deleteFolder(folderId: string): Promise<MessageResponse> {
  return api.delete(folderApiPath(folderId), messageResponseSchema);
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useFolderMutation(deleteFolder, () => invalidateBoardLists(queryClient));
}
