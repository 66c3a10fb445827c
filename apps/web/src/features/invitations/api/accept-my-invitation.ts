import { acceptInvitationResponseSchema, type WorkspaceSummary } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useInvitationAnswer } from './use-invitation-answer';

/** Accepts one of my pending invitations (from /account/workspace-invites). */
export function acceptMyInvitation(invitationId: string): Promise<{ workspace: WorkspaceSummary }> {
  return api.post(
    `/api/me/invitations/${encodeURIComponent(invitationId)}/accept`,
    acceptInvitationResponseSchema,
  );
}

export function useAcceptMyInvitation() {
  return useInvitationAnswer(acceptMyInvitation, true);
}
