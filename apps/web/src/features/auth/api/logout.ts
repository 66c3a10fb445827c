import { messageResponseSchema, type MessageResponse, type RefreshInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { resetWorkspaceStore } from '../../workspaces/workspace-store';

export function logout(refreshToken: string): Promise<MessageResponse> {
  return api.post(
    '/auth/logout',
    messageResponseSchema,
    { refresh_token: refreshToken } satisfies RefreshInput,
    { auth: false },
  );
}

interface LogoutOptions {
  /** Remembered as the intended route, so the next login comes back to it (an invitation). */
  returnTo?: string;
}

/**
 * Revokes the refresh token (errors ignored), forgets the session, the workspace store and all
 * cached server data (workspaces, invitations…), then goes to /login.
 */
export function useLogout({ returnTo }: LogoutOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { refreshToken } = useSessionStore.getState();
      if (refreshToken) await logout(refreshToken).catch(() => undefined);
    },
    onSettled: async () => {
      const session = useSessionStore.getState();
      session.clearSession('logout');
      if (returnTo) session.rememberIntendedRoute(returnTo);
      resetWorkspaceStore();
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
}
