import { invitationsResponseSchema, type Invitation } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

const pendingKey = ['workspaces', 'invitations'] as const;

export const pendingInvitationsQueryKey = (workspaceId: string) =>
  [...pendingKey, workspaceId, 'pending'] as const;

export function getPendingInvitations(workspaceId: string): Promise<{ invitations: Invitation[] }> {
  return api.get(workspaceApiPath(workspaceId, 'invitations'), invitationsResponseSchema, {
    query: { status: 'pending' },
  });
}

/** Only for those who may see invitations (`enabled`). */
export function usePendingInvitations(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: pendingInvitationsQueryKey(workspaceId),
    queryFn: () => getPendingInvitations(workspaceId),
    enabled,
  });
}

/** After sending or cancelling invitations: the pending lists are fetched again. */
export function invalidatePendingInvitations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pendingKey });
}
