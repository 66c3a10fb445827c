import {
  invitationResponseSchema,
  type CreateInvitationInput,
  type Invitation,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { invalidatePendingInvitations } from './get-pending-invitations';

export function sendInvitation(
  workspaceId: string,
  input: CreateInvitationInput,
): Promise<{ invitation: Invitation }> {
  return api.post(workspaceApiPath(workspaceId, 'invitations'), invitationResponseSchema, input);
}

export function useSendInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => sendInvitation(workspaceId, input),
    onSuccess: () => invalidatePendingInvitations(queryClient),
  });
}
