import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSessions } from './get-sessions';

/** Ends one of the user's sessions on every device and tab that holds it. */
export function signOutSession(sessionId: string): Promise<MessageResponse> {
  return api.delete(`/api/me/sessions/${encodeURIComponent(sessionId)}`, messageResponseSchema);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => invalidateSessions(queryClient),
  });
}
