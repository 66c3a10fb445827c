import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { workspaceQueryKey } from './api/get-workspace';
import { refetchWorkspaces } from './api/get-workspaces';
import { useWorkspaceStore } from './workspace-store';

/**
 * After leaving or deleting the workspace at `url`: go to /workspaces first (the workspace
 * guard would otherwise see the workspace vanish and show "not found"), then drop its cached
 * details and fetch the lists again.
 */
export function useExitWorkspace(): (url: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      useWorkspaceStore.getState().leaveWorkspace(url);
      await navigate('/workspaces', { replace: true });
      queryClient.removeQueries({ queryKey: workspaceQueryKey(url) });
      await refetchWorkspaces(queryClient);
    },
    [navigate, queryClient],
  );
}
