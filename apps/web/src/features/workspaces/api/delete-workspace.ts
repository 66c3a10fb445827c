import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useExitWorkspace } from '../use-exit-workspace';
import { workspaceApiPath } from './workspace-path';

export function deleteWorkspace(workspaceId: string): Promise<MessageResponse> {
  return api.delete(workspaceApiPath(workspaceId), messageResponseSchema);
}

/** On success the user is taken to /workspaces. */
export function useDeleteWorkspace(workspace: { _id: string; url: string }) {
  const exitWorkspace = useExitWorkspace();
  return useMutation({
    mutationFn: () => deleteWorkspace(workspace._id),
    onSuccess: () => exitWorkspace(workspace.url),
  });
}
