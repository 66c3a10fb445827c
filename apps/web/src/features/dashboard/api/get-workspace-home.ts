import { workspaceHomeResponseSchema, type WorkspaceHome } from '@teamboard/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const workspaceHomeQueryKey = (workspaceId: string) =>
  ['workspaces', workspaceId, 'home'] as const;

export function getWorkspaceHome(workspaceId: string): Promise<{ home: WorkspaceHome }> {
  return api.get(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/home`,
    workspaceHomeResponseSchema,
  );
}

/** The workspace home's lists; asked again when the window regains focus. */
export function useWorkspaceHome(workspaceId: string) {
  return useQuery({
    queryKey: workspaceHomeQueryKey(workspaceId),
    queryFn: () => getWorkspaceHome(workspaceId),
    refetchOnWindowFocus: 'always',
  });
}
