import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { useExitWorkspace } from '../../workspaces/use-exit-workspace';
import { invalidateMembership } from './get-members';

/** Removing oneself is leaving the workspace. */
export function removeMember(workspaceId: string, userId: string): Promise<MessageResponse> {
  return api.delete(workspaceApiPath(workspaceId, 'members', userId), messageResponseSchema);
}

export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(workspaceId, userId),
    onSuccess: () => invalidateMembership(queryClient),
  });
}

/** Removes the user themselves; on success they are taken to /workspaces. */
export function useLeaveWorkspace(workspace: { _id: string; url: string }, userId: string) {
  const exitWorkspace = useExitWorkspace();
  return useMutation({
    mutationFn: () => removeMember(workspace._id, userId),
    onSuccess: () => exitWorkspace(workspace.url),
  });
}
