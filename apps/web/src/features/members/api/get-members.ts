import { membersResponseSchema, type WorkspaceMembers } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateWorkspaceDetails } from '../../workspaces/api/get-workspace';
import { invalidateWorkspaces } from '../../workspaces/api/get-workspaces';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

const membersKey = ['workspaces', 'members'] as const;

export const membersQueryKey = (workspaceId: string) => [...membersKey, workspaceId] as const;

/** The members grouped into admins (with the owner), managers, members, guests and clients. */
export function getMembers(workspaceId: string): Promise<{ members: WorkspaceMembers }> {
  return api.get(workspaceApiPath(workspaceId, 'members'), membersResponseSchema);
}

export function useMembers(workspaceId: string) {
  return useQuery({
    queryKey: membersQueryKey(workspaceId),
    queryFn: () => getMembers(workspaceId),
  });
}

/** After a membership change: the member lists, the workspace details and the counts. */
export async function invalidateMembership(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKey }),
    invalidateWorkspaceDetails(queryClient),
    invalidateWorkspaces(queryClient),
  ]);
}
