import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { folderApiPath } from './get-folders';
import { useFolderMutation } from './use-folder-mutation';

/** Its boards and sub-folders move to its parent. */
export function deleteFolder(folderId: string): Promise<MessageResponse> {
  return api.delete(folderApiPath(folderId), messageResponseSchema);
}

/** `refetchMoved` refetches the projects the deletion moved (the boards' lists). */
export function useDeleteFolder(refetchMoved: () => Promise<void>) {
  return useFolderMutation(deleteFolder, refetchMoved);
}
