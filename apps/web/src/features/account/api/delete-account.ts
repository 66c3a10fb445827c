import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import {
  ownedWorkspacesDetailsSchema,
  type DeleteAccountInput,
  type WorkspaceToTransfer,
} from '@teamboard/shared/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useLogout } from '../../auth/api/logout';

export function deleteAccount(input: DeleteAccountInput): Promise<MessageResponse> {
  return api.delete('/api/me', messageResponseSchema, { body: input });
}

/** The workspaces a 409 says must change hands first, or [] for any other error. */
export function workspacesToTransfer(error: unknown): WorkspaceToTransfer[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const parsed = ownedWorkspacesDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.workspaces : [];
}

/**
 * Deletes the account, then signs this tab out the usual way (the server already ended every
 * session: the logout only forgets it here) and lands on /login.
 */
export function useDeleteAccount() {
  const logout = useLogout();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success('Your account was deleted');
      await logout.mutateAsync();
    },
  });
}
