import {
  workspaceProjectsResponseSchema,
  type WorkspaceProjectsResponse,
} from '@teamboard/shared/workspace-projects';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

export const workspaceProjectsQueryKey = (workspaceId: string) =>
  ['workspace-projects', workspaceId] as const;

export function getWorkspaceProjects(workspaceId: string): Promise<WorkspaceProjectsResponse> {
  return api.get(workspaceApiPath(workspaceId, 'projects'), workspaceProjectsResponseSchema);
}

/** settings/projects: every board of the workspace with its figures (internal members). */
export function useWorkspaceProjects(workspaceId: string) {
  return useQuery({
    queryKey: workspaceProjectsQueryKey(workspaceId),
    queryFn: () => getWorkspaceProjects(workspaceId),
  });
}

export function invalidateWorkspaceProjects(
  queryClient: QueryClient,
  workspaceId: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workspaceProjectsQueryKey(workspaceId) });
}
