import { workspaceActivityResponseSchema, type WorkspaceActivity } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

export const workspaceActivityQueryKey = (workspaceId: string) =>
  ['workspaces', 'activity', workspaceId] as const;

export function getWorkspaceActivity(
  workspaceId: string,
): Promise<{ activities: WorkspaceActivity[] }> {
  return api.get(workspaceApiPath(workspaceId, 'activity'), workspaceActivityResponseSchema);
}

/** Admins only: render it only for them. */
export function useWorkspaceActivity(workspaceId: string) {
  return useQuery({
    queryKey: workspaceActivityQueryKey(workspaceId),
    queryFn: () => getWorkspaceActivity(workspaceId),
  });
}
