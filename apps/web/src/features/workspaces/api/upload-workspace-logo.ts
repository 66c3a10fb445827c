import { workspaceResponseSchema, type Workspace } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspaceMutation } from './use-workspace-mutation';
import { workspaceApiPath } from './workspace-path';

/** The image itself is the body, sent with its own Content-Type. */
export function uploadWorkspaceLogo(
  workspaceId: string,
  file: File,
): Promise<{ workspace: Workspace }> {
  return api.upload('PUT', workspaceApiPath(workspaceId, 'logo'), workspaceResponseSchema, file);
}

export function useUploadWorkspaceLogo(workspaceId: string) {
  return useWorkspaceMutation((file: File) => uploadWorkspaceLogo(workspaceId, file));
}
