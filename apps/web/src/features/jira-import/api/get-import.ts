import { jiraImportResponseSchema, type JiraImport } from '@teamboard/shared/jira-import';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardQueryKey } from '../../boards/api/get-board';
import { isRunning } from '../import-status';

/** How often a running import's progress is read again (there is no socket event for it). */
export const PROGRESS_POLL_MS = 1000;

/** Apart from the list's key: invalidating the list never refetches an import being polled. */
export const importQueryKey = (boardId: string, importId: string) =>
  [...boardQueryKey(boardId), 'import', importId] as const;

/** `/api/imports/<id>/<segment>…` with every part escaped. */
export function importApiPath(importId: string, ...segments: string[]): string {
  return ['/api/imports', ...[importId, ...segments].map(encodeURIComponent)].join('/');
}

export function getImport(importId: string): Promise<{ import: JiraImport }> {
  return api.get(importApiPath(importId), jiraImportResponseSchema);
}

/** One import of the board, read again every second while it runs. */
export function useImport(boardId: string, importId: string) {
  return useQuery({
    queryKey: importQueryKey(boardId, importId),
    queryFn: () => getImport(importId),
    refetchInterval: (query) => {
      const status = query.state.data?.import.status;
      return status && isRunning(status) ? PROGRESS_POLL_MS : false;
    },
  });
}

/** After a call answered with the whole import. */
export function storeImport(queryClient: QueryClient, jiraImport: JiraImport): void {
  queryClient.setQueryData(importQueryKey(jiraImport.boardId, jiraImport._id), {
    import: jiraImport,
  });
}
