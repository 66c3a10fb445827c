import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useInvitationAnswer } from './use-invitation-answer';

export function declineMyInvitation(invitationId: string): Promise<MessageResponse> {
  return api.post(
    `/api/me/invitations/${encodeURIComponent(invitationId)}/decline`,
    messageResponseSchema,
  );
}

export function useDeclineMyInvitation() {
  return useInvitationAnswer(declineMyInvitation, false);
}
