import {
  userResponseSchema,
  type UserResponse,
  type LastActiveWorkspaceInput,
} from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** Where the next login lands. */
export function setLastActiveWorkspace(workspaceURL: string): Promise<UserResponse> {
  return api.put('/api/me/last-active-workspace', userResponseSchema, {
    workspaceURL,
  } satisfies LastActiveWorkspaceInput);
}

/** A failure only means the next login lands elsewhere: it is logged, not shown. */
export function useSetLastActiveWorkspace() {
  return useMutation({
    mutationFn: setLastActiveWorkspace,
    onSuccess: ({ user }) => useSessionStore.getState().setUser(user),
    onError: (error) => console.warn('Could not record the last active workspace', error),
  });
}
