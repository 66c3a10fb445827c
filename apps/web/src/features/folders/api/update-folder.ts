import { folderResponseSchema, type Folder, type UpdateFolderInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { folderApiPath } from './get-folders';
import { useFolderMutation } from './use-folder-mutation';

export interface UpdateFolderVariables {
  folderId: string;
  changes: UpdateFolderInput;
}

export function updateFolder({ folderId, changes }: UpdateFolderVariables): Promise<{
  folder: Folder;
}> {
  return api.put(folderApiPath(folderId), folderResponseSchema, changes);
}

export function useUpdateFolder() {
  return useFolderMutation(updateFolder);
}
