import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function logout(refreshToken: string): Promise<MessageResponse> {
  return api.post(
    '/auth/logout',
    messageResponseSchema,
    { refresh_token: refreshToken },
    { auth: false },
  );
}

/** Revokes the refresh token (errors ignored), forgets the session and cached data, goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { refreshToken } = useSessionStore.getState();
      if (refreshToken) await logout(refreshToken).catch(() => undefined);
    },
    onSettled: async () => {
      useSessionStore.getState().clearSession('logout');
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
}
