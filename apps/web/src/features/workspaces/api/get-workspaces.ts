import {
  workspacesResponseSchema,
  type WorkspacesResponse,
  type WorkspaceSummary,
} from '@teamboard/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Also the prefix of every other workspace key: invalidate the lists with `exact: true`. */
export const workspacesQueryKey = ['workspaces'] as const;

/** The user's workspaces: their own (owner to member) and those they are a guest or client in. */
export function getWorkspaces(): Promise<WorkspacesResponse> {
  return api.get('/api/workspaces', workspacesResponseSchema);
}

export const workspacesQuery = queryOptions({
  queryKey: workspacesQueryKey,
  queryFn: getWorkspaces,
});

export function useWorkspaces() {
  return useQuery(workspacesQuery);
}

/** Fetches the lists again now: after joining, creating, renaming, leaving or deleting one. */
export function refetchWorkspaces(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: workspacesQueryKey, exact: true });
}

/** Marks the lists stale: after a change to a workspace's members. */
export function invalidateWorkspaces(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workspacesQueryKey, exact: true });
}

export function allWorkspaces(lists: WorkspacesResponse): WorkspaceSummary[] {
  return [...lists.myWorkspaces, ...lists.guestWorkspaces];
}

export function hasWorkspace(lists: WorkspacesResponse, url: string): boolean {
  return allWorkspaces(lists).some((workspace) => workspace.url === url);
}
