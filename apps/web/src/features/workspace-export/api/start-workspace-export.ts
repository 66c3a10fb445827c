import {
  workspaceExportResponseSchema,
  type WorkspaceExport,
} from '@teamboard/shared/workspace-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceExportPath, workspaceExportsQueryKey } from './get-workspace-exports';

export function startWorkspaceExport(workspaceId: string): Promise<{ export: WorkspaceExport }> {
  return api.post(workspaceExportPath(workspaceId, 'export'), workspaceExportResponseSchema);
}

/** Queues an export; the list is read again, and polled until the export is finished. */
export function useStartWorkspaceExport(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startWorkspaceExport(workspaceId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workspaceExportsQueryKey(workspaceId) }),
  });
}
