import type { QueryClient } from '@tanstack/react-query';
import { getMe } from '../../lib/get-me';
import { useSessionStore } from '../../lib/session-store';
import { invalidateWorkspaceDetails } from './api/get-workspace';
import { invalidateWorkspaces } from './api/get-workspaces';

/**
 * After the user's access changed (a role, a membership, a workspace gone): the workspaces, the
 * current one's role, and the profile, whose last active workspace the server may have moved,
 * are read again. Navigation, buttons and route guards follow them.
 */
export async function refreshAccess(queryClient: QueryClient): Promise<void> {
  const [{ user }] = await Promise.all([
    getMe(),
    invalidateWorkspaceDetails(queryClient),
    invalidateWorkspaces(queryClient),
  ]);
  useSessionStore.getState().setUser(user);
}
