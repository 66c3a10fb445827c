import { workspaceAccessResponseSchema, type WorkspaceAccessStatus } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

export const workspaceAccessQueryKey = (url: string) => ['workspaces', 'access', url] as const;

export function getWorkspaceAccess(url: string): Promise<{ status: WorkspaceAccessStatus }> {
  return api.get(workspaceApiPath(url, 'access'), workspaceAccessResponseSchema);
}

/** Asked only for a workspace that is not in the user's lists (`enabled`). */
export function useWorkspaceAccess(url: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceAccessQueryKey(url),
    queryFn: () => getWorkspaceAccess(url),
    enabled,
    staleTime: 0,
  });
}
