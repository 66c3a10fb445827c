import {
  workspaceSecurityResponseSchema,
  type WorkspaceSecurity,
} from '@teamboard/shared/workspace-security';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

export const workspaceSecurityQueryKey = (workspaceId: string) =>
  ['workspaces', 'security', workspaceId] as const;

export function getWorkspaceSecurity(
  workspaceId: string,
): Promise<{ security: WorkspaceSecurity }> {
  return api.get(workspaceApiPath(workspaceId, 'security'), workspaceSecurityResponseSchema);
}

/** Internal members read it; guests and clients never reach settings. */
export function useWorkspaceSecurity(workspaceId: string) {
  return useQuery({
    queryKey: workspaceSecurityQueryKey(workspaceId),
    queryFn: () => getWorkspaceSecurity(workspaceId),
  });
}
