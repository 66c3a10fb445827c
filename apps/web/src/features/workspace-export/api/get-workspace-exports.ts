import {
  workspaceExportsResponseSchema,
  type WorkspaceExport,
  type WorkspaceExportsResponse,
} from '@teamboard/shared/workspace-export';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the list is read again while an export is being written (no socket event for it). */
export const EXPORT_POLL_MS = 2000;

export const workspaceExportsQueryKey = (workspaceId: string) =>
  ['workspace-exports', workspaceId] as const;

/** `/api/workspaces/<id>/<segment>`, every part escaped. */
export function workspaceExportPath(workspaceId: string, segment: string): string {
  return `/api/workspaces/${encodeURIComponent(workspaceId)}/${segment}`;
}

export const isPending = (each: WorkspaceExport) =>
  each.status === 'queued' || each.status === 'running';

export function getWorkspaceExports(workspaceId: string): Promise<WorkspaceExportsResponse> {
  return api.get(workspaceExportPath(workspaceId, 'exports'), workspaceExportsResponseSchema);
}

/** The workspace's recent exports, read again every 2 s while one is queued or running. */
export function useWorkspaceExports(workspaceId: string) {
  return useQuery({
    queryKey: workspaceExportsQueryKey(workspaceId),
    queryFn: () => getWorkspaceExports(workspaceId),
    refetchInterval: (query) =>
      query.state.data?.exports.some(isPending) ? EXPORT_POLL_MS : false,
  });
}
