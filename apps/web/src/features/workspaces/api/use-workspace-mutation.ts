import type { Workspace } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspaceDetails, storeWorkspace } from './get-workspace';
import { refetchWorkspaces } from './get-workspaces';

/**
 * A change answered with the whole workspace: its details are replaced with the answer and the
 * lists (name, URL, logo, role) fetched again before the mutation resolves.
 */
export function useWorkspaceMutation<TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<{ workspace: Workspace }>,
  afterStore?: (workspace: Workspace) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ workspace }) => {
      storeWorkspace(queryClient, workspace);
      afterStore?.(workspace);
      await refetchWorkspaces(queryClient);
    },
  });
}

/**
 * A change to one part of the workspace (a label, a column type) answered with that part only:
 * the workspace details are fetched again before the mutation resolves.
 */
export function useWorkspacePartMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateWorkspaceDetails(queryClient) });
}
