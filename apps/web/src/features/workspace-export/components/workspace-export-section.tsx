import type { WorkspaceExport } from '@teamboard/shared/workspace-export';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableCell } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-error';
import { isPending, useWorkspaceExports } from '../api/get-workspace-exports';
import { useStartWorkspaceExport } from '../api/start-workspace-export';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '—');

const STATUS_LABELS: Record<WorkspaceExport['status'], string> = {
  queued: 'Queued',
  running: 'Preparing',
  ready: 'Ready',
  failed: 'Failed',
};

/**
 * settings/export: asks for an export of the whole workspace and lists the recent ones, each
 * with its download link while it is valid (24 hours; the link is also emailed).
 */
export function WorkspaceExportSection({ workspaceId }: { workspaceId: string }) {
  const exports = useWorkspaceExports(workspaceId);
  const start = useStartWorkspaceExport(workspaceId);
  const list = exports.data?.exports ?? [];
  return (
    <SectionCard
      title="Export workspace"
      description="A zip of everything in this workspace: JSON files (for an import into another Teamboard), the attached files, and CSV files of tasks and time entries. We email you the download link when it is ready; it works for 24 hours."
    >
      <div className="space-y-4">
        <Button
          loading={start.isPending}
          disabled={list.some(isPending)}
          onClick={() => start.mutate()}
        >
          Export workspace
        </Button>
        {start.isError && (
          <Alert tone="error">{errorMessage(start.error, 'The export could not be started')}</Alert>
        )}
        {exports.isPending && <Spinner label="Loading exports" />}
        {exports.isError && (
          <Alert tone="error">{errorMessage(exports.error, 'Failed to load the exports')}</Alert>
        )}
        {list.length > 0 && <ExportsTable exports={list} />}
      </div>
    </SectionCard>
  );
}

const COLUMNS = ['Requested', 'Status', 'Available until', 'Download'];

function ExportsTable({ exports }: { exports: WorkspaceExport[] }) {
  return (
    <Table label="Recent exports" columns={COLUMNS}>
      {exports.map((each) => (
        <tr key={each._id}>
          <TableCell>{when(each.createdAt)}</TableCell>
          <TableCell>
            <Badge>{STATUS_LABELS[each.status]}</Badge>
            {each.error && (
              <span className="ml-2 text-red-700 dark:text-red-300">{each.error}</span>
            )}
          </TableCell>
          <TableCell>{each.downloadUrl ? when(each.expiresAt) : '—'}</TableCell>
          <TableCell>
            {each.downloadUrl ? (
              <a
                className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                href={each.downloadUrl}
                download
              >
                Download
              </a>
            ) : (
              <span className="text-neutral-500">{each.status === 'ready' ? 'Expired' : '—'}</span>
            )}
          </TableCell>
        </tr>
      ))}
    </Table>
  );
}
