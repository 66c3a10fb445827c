import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, textBody } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { importApiPath } from './get-import';

/** Every error of the import (row, key, message) as the server writes it in CSV. */
export function getImportErrorsCsv(importId: string): Promise<string> {
  return api.get(importApiPath(importId, 'errors'), textBody, { accept: 'text/csv' });
}

/**
 * Downloads the errors through the api client: the answer needs the session's token, which a
 * plain link would not send.
 */
export function useDownloadImportErrors(importId: string) {
  return useMutation({
    mutationFn: () => getImportErrorsCsv(importId),
    onSuccess: (csv) =>
      downloadFile(`import-errors-${importId}.csv`, csv, 'text/csv;charset=utf-8'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download the errors')),
  });
}
