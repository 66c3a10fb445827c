import {
  signOutOthersResponseSchema,
  type SignOutOthersResponse,
} from '@teamboard/shared/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSessions } from './get-sessions';

/** Ends every session of the user but this one. */
export function signOutOtherSessions(): Promise<SignOutOthersResponse> {
  return api.post('/api/me/sessions/sign-out-others', signOutOthersResponseSchema);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => invalidateSessions(queryClient),
  });
}
