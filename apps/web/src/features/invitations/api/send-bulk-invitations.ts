import {
  bulkInvitationResponseSchema,
  type BulkInvitationInput,
  type BulkInvitationResponse,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { invalidatePendingInvitations } from './get-pending-invitations';

/** Each email is checked on its own: the answer has one result per email. */
export function sendBulkInvitations(
  workspaceId: string,
  input: BulkInvitationInput,
): Promise<BulkInvitationResponse> {
  return api.post(
    workspaceApiPath(workspaceId, 'invitations', 'bulk'),
    bulkInvitationResponseSchema,
    input,
  );
}

/** The pending list is fetched again afterwards, so it shows the new invitations. */
export function useSendBulkInvitations(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInvitationInput) => sendBulkInvitations(workspaceId, input),
    onSuccess: () => invalidatePendingInvitations(queryClient),
  });
}
