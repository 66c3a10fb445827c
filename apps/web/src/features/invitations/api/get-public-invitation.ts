import { publicInvitationResponseSchema, type PublicInvitation } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const publicInvitationQueryKey = (token: string) =>
  ['invitations', 'public', token] as const;

/** What the invitation link shows to anyone holding it; no sign-in needed. */
export function getPublicInvitation(token: string): Promise<{ invitation: PublicInvitation }> {
  return api.get(
    `/auth/workspaces/invitations/${encodeURIComponent(token)}`,
    publicInvitationResponseSchema,
    { auth: false },
  );
}

export function usePublicInvitation(token: string) {
  return useQuery({
    queryKey: publicInvitationQueryKey(token),
    queryFn: () => getPublicInvitation(token),
  });
}
