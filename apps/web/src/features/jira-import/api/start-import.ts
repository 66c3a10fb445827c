import {
  jiraImportResponseSchema,
  type ImportMapping,
  type JiraImport,
} from '@teamboard/shared/jira-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importApiPath, storeImport } from './get-import';
import { invalidateImports } from './get-imports';
import { saveMapping } from './save-mapping';

export function startImport(importId: string): Promise<{ import: JiraImport }> {
  return api.post(importApiPath(importId, 'start'), jiraImportResponseSchema);
}

/**
 * Saves the mapping as confirmed, then starts the import: it never starts on a mapping the
 * server has not accepted. The running import is stored, so its page polls its progress.
 */
export function useStartImport(jiraImport: Pick<JiraImport, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mapping: ImportMapping) => {
      await saveMapping(jiraImport._id, mapping);
      return startImport(jiraImport._id);
    },
    onSuccess: async ({ import: started }) => {
      storeImport(queryClient, started);
      await invalidateImports(queryClient, jiraImport.boardId);
    },
  });
}
