import { jiraImportResponseSchema, type JiraImport } from '@teamboard/shared/jira-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { storeImport } from './get-import';
import { invalidateImports } from './get-imports';

/** Sends a Jira export; the answer is an import in preview, with a suggested mapping. */
export function uploadJiraFile(boardId: string, file: File): Promise<{ import: JiraImport }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(
    'POST',
    boardApiPath(boardId, 'imports', 'jira'),
    jiraImportResponseSchema,
    form,
  );
}

export function useUploadJiraFile(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadJiraFile(boardId, file),
    onSuccess: async ({ import: created }) => {
      storeImport(queryClient, created);
      await invalidateImports(queryClient, boardId);
    },
  });
}
