import { invitationsResponseSchema, type Invitation } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myInvitationsQueryKey = ['invitations', 'mine'] as const;

/** Pending invitations sent to the signed-in user's email. */
export function getMyInvitations(): Promise<{ invitations: Invitation[] }> {
  return api.get('/api/me/invitations', invitationsResponseSchema);
}

export function useMyInvitations() {
  return useQuery({ queryKey: myInvitationsQueryKey, queryFn: getMyInvitations });
}
