import type { WorkspaceReportKind } from '@teamboard/shared/workspace-report';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { downloadFile } from '../../../lib/download-file';
import type { ReportFilters } from '../report-filters';
import { getWorkspaceReportCsv } from './get-workspace-report';

/**
 * Downloads the report's table as the server writes it in CSV, named as the server names it
 * (`{kind}-{from}-{to}.csv`).
 */
export function useDownloadReportCsv(workspaceId: string, kind: WorkspaceReportKind) {
  return useMutation({
    mutationFn: async (filters: ReportFilters) => ({
      csv: await getWorkspaceReportCsv(workspaceId, kind, filters),
      fileName: `${kind}-${filters.range.from}-${filters.range.to}.csv`,
    }),
    onSuccess: ({ csv, fileName }) => downloadFile(fileName, csv, 'text/csv;charset=utf-8'),
    onError: (error) => {
      if (!isPlanLimitError(error)) toast.error(errorMessage(error, 'Failed to download the CSV'));
    },
  });
}
