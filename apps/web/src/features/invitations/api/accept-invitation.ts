import { acceptInvitationResponseSchema, type WorkspaceSummary } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { useInvitationAnswer } from './use-invitation-answer';

/** Accepts the invitation of a /join/{token} link. */
export function acceptInvitation(token: string): Promise<{ workspace: WorkspaceSummary }> {
  return api.post(workspaceApiPath('invitations', token, 'accept'), acceptInvitationResponseSchema);
}

export function useAcceptInvitation() {
  return useInvitationAnswer(acceptInvitation, true);
}
