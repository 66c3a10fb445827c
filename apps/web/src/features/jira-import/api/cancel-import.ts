import { jiraImportResponseSchema, type JiraImport } from '@teamboard/shared/jira-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importApiPath, storeImport } from './get-import';
import { invalidateImports } from './get-imports';

export function cancelImport(importId: string): Promise<{ import: JiraImport }> {
  return api.post(importApiPath(importId, 'cancel'), jiraImportResponseSchema);
}

/** Stops a running import (or drops one in preview); what it wrote so far stays. */
export function useCancelImport(jiraImport: Pick<JiraImport, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelImport(jiraImport._id),
    onSuccess: async ({ import: cancelled }) => {
      storeImport(queryClient, cancelled);
      await invalidateImports(queryClient, jiraImport.boardId);
    },
  });
}
