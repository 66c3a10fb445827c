import { jiraImportsResponseSchema, type JiraImport } from '@teamboard/shared/jira-import';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export const importsQueryKey = (boardId: string) => [...boardQueryKey(boardId), 'imports'] as const;

/** The board's imports, newest first (board admins only). */
export function getImports(boardId: string): Promise<{ imports: JiraImport[] }> {
  return api.get(boardApiPath(boardId, 'imports'), jiraImportsResponseSchema);
}

export function useImports(boardId: string) {
  return useQuery({ queryKey: importsQueryKey(boardId), queryFn: () => getImports(boardId) });
}

/** After an import was made, started, cancelled or finished: the list refetches. */
export function invalidateImports(queryClient: QueryClient, boardId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: importsQueryKey(boardId) });
}
