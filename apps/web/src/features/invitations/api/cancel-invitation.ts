import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { invalidatePendingInvitations } from './get-pending-invitations';

export function cancelInvitation(invitationId: string): Promise<MessageResponse> {
  return api.delete(workspaceApiPath('invitations', invitationId), messageResponseSchema);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => invalidatePendingInvitations(queryClient),
  });
}
