import { sessionSchema, type ChangePasswordInput, type Session } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** The server revokes every other session and answers with a fresh one for this tab. */
export function changePassword(input: ChangePasswordInput): Promise<Session> {
  return api.put('/api/me/password', sessionSchema, input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => useSessionStore.getState().setSession(session),
  });
}
