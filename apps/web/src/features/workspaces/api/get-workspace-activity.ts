import { workspaceActivityResponseSchema, type WorkspaceActivityPage } from '@teamboard/shared';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

export const workspaceActivityQueryKey = (workspaceId: string) =>
  ['workspaces', 'activity', workspaceId] as const;

/** One page of the workspace's audit log, the one `cursor` names when given. */
export function getWorkspaceActivity(
  workspaceId: string,
  cursor: string | null,
): Promise<WorkspaceActivityPage> {
  return api.get(workspaceApiPath(workspaceId, 'activity'), workspaceActivityResponseSchema, {
    query: { cursor: cursor ?? undefined },
  });
}

/** Admins only: render it only for them. Newest first; fetchNextPage brings the older entries. */
export function useWorkspaceActivity(workspaceId: string) {
  return useInfiniteQuery({
    queryKey: workspaceActivityQueryKey(workspaceId),
    queryFn: ({ pageParam }) => getWorkspaceActivity(workspaceId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** After a change the log records: it is read again from its newest page. */
export function invalidateWorkspaceActivity(
  queryClient: QueryClient,
  workspaceId: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workspaceActivityQueryKey(workspaceId) });
}
