import {
  workspaceSecurityResponseSchema,
  type UpdateWorkspaceSecurityInput,
  type WorkspaceSecurity,
} from '@teamboard/shared/workspace-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateWorkspaceDetails } from './get-workspace';
import { invalidateWorkspaceActivity } from './get-workspace-activity';
import { workspaceSecurityQueryKey } from './get-workspace-security';
import { workspaceApiPath } from './workspace-path';

export function updateWorkspaceSecurity(
  workspaceId: string,
  input: UpdateWorkspaceSecurityInput,
): Promise<{ security: WorkspaceSecurity }> {
  return api.put(workspaceApiPath(workspaceId, 'security'), workspaceSecurityResponseSchema, input);
}

/**
 * Saves the settings; the answer becomes the cached settings, and the log and the workspace
 * (its invite policy) are read again.
 */
export function useUpdateWorkspaceSecurity(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWorkspaceSecurityInput) =>
      updateWorkspaceSecurity(workspaceId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workspaceSecurityQueryKey(workspaceId), saved);
      // The workspace carries the invite policy: who sees the invite forms follows it.
      await Promise.all([
        invalidateWorkspaceActivity(queryClient, workspaceId),
        invalidateWorkspaceDetails(queryClient),
      ]);
    },
  });
}
