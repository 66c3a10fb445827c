import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { workspaceQueryKey } from './api/get-workspace';
import { refreshAccess } from './refresh-access';
import { useWorkspaceStore } from './workspace-store';

/**
 * After leaving or deleting the workspace at `url`: go to /workspaces first (the workspace
 * guard would otherwise see the workspace vanish and show "not found"), drop its cached details,
 * read the lists and the profile again, then go on to the workspace the server fell back to.
 * With none left, /workspaces (or onboarding) offers to create one or to wait for an invitation.
 */
export function useExitWorkspace(): (url: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      useWorkspaceStore.getState().leaveWorkspace(url);
      await navigate('/workspaces', { replace: true });
      queryClient.removeQueries({ queryKey: workspaceQueryKey(url) });
      await refreshAccess(queryClient);
      const fallback = useSessionStore.getState().user?.lastActiveWorkspaceURL;
      if (fallback) await navigate(`/${fallback}/projects`, { replace: true });
    },
    [navigate, queryClient],
  );
}
