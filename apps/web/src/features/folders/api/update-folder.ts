import { folderResponseSchema, type Folder } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { folderApiPath } from './get-folders';
import { useFolderMutation } from './use-folder-mutation';

export interface UpdateFolderVariables {
  folderId: string;
  changes: { name?: string; parentFolder?: string | null; position?: number };
}

export function updateFolder({ folderId, changes }: UpdateFolderVariables): Promise<{
  folder: Folder;
}> {
  return api.put(folderApiPath(folderId), folderResponseSchema, changes);
}

export function useUpdateFolder() {
  return useFolderMutation(updateFolder);
}
