import { workspaceResponseSchema, type Workspace } from '@teamboard/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

const detailsKey = ['workspaces', 'detail'] as const;

export const workspaceQueryKey = (url: string) => [...detailsKey, url] as const;

/** The full workspace: labels, column types, members by group and the caller's role. */
export function getWorkspace(idOrUrl: string): Promise<{ workspace: Workspace }> {
  return api.get(workspaceApiPath(idOrUrl), workspaceResponseSchema);
}

export const workspaceQuery = (url: string) =>
  queryOptions({ queryKey: workspaceQueryKey(url), queryFn: () => getWorkspace(url) });

export function useWorkspace(url: string) {
  return useQuery(workspaceQuery(url));
}

/** After a call that answered with the whole workspace. */
export function storeWorkspace(queryClient: QueryClient, workspace: Workspace): void {
  queryClient.setQueryData(workspaceQueryKey(workspace.url), { workspace });
}

/** After a change the answer does not carry in full (a label, a member…). */
export function invalidateWorkspaceDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: detailsKey });
}
