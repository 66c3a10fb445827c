import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { useInvitationAnswer } from './use-invitation-answer';

/** Declines the invitation of a /join/{token} link. */
export function declineInvitation(token: string): Promise<MessageResponse> {
  return api.post(workspaceApiPath('invitations', token, 'decline'), messageResponseSchema);
}

export function useDeclineInvitation() {
  return useInvitationAnswer(declineInvitation, false);
}
