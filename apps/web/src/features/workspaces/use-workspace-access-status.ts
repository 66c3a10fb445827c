import type { WorkspaceAccessStatus } from '@teamboard/shared';
import { useWorkspaceAccess } from './api/get-workspace-access';
import { hasWorkspace, useWorkspaces } from './api/get-workspaces';

export type WorkspaceAccessState =
  | { kind: 'checking' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'decided'; status: WorkspaceAccessStatus };

/**
 * May the user enter the workspace at `url`? 'allowed' is answered locally when
 * it is in the user's lists; otherwise, once the lists have settled, the server is asked.
 */
export function useWorkspaceAccessStatus(url: string): WorkspaceAccessState {
  const lists = useWorkspaces();
  const inLists = lists.data ? hasWorkspace(lists.data, url) : false;
  const askServer = !inLists && !lists.isFetching;
  const access = useWorkspaceAccess(url, askServer);

  if (inLists) return { kind: 'decided', status: 'allowed' };
  if (!askServer || access.isPending) return { kind: 'checking' };
  if (access.isError) {
    return { kind: 'failed', error: access.error, retry: () => void access.refetch() };
  }
  return { kind: 'decided', status: access.data.status };
}
