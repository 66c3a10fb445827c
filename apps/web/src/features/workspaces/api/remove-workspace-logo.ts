import { workspaceResponseSchema, type Workspace } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useWorkspaceMutation } from './use-workspace-mutation';
import { workspaceApiPath } from './workspace-path';

export function removeWorkspaceLogo(workspaceId: string): Promise<{ workspace: Workspace }> {
  return api.delete(workspaceApiPath(workspaceId, 'logo'), workspaceResponseSchema);
}

export function useRemoveWorkspaceLogo(workspaceId: string) {
  return useWorkspaceMutation(() => removeWorkspaceLogo(workspaceId));
}
