import { folderResponseSchema, type Folder, type CreateFolderInput } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useFolderMutation } from './use-folder-mutation';

export interface CreateFolderVariables {
  name: string;
  parentFolder: string | null;
}

export function createFolder(
  workspaceId: string,
  { name, parentFolder }: CreateFolderVariables,
): Promise<{ folder: Folder }> {
  return api.post('/api/folders', folderResponseSchema, {
    workspaceId,
    name,
    parentFolder,
  } satisfies CreateFolderInput);
}

export function useCreateFolder(workspaceId: string) {
  return useFolderMutation((variables: CreateFolderVariables) =>
    createFolder(workspaceId, variables),
  );
}
