import type { JiraImport } from '@teamboard/shared/jira-import';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, TableCell } from '../../../components/ui/table';
import { useDownloadImportErrors } from '../api/download-import-errors';

const COLUMNS = ['Row', 'Key', 'Message'];

/** The rows that could not be imported (the first ones), and all of them as CSV. */
export function ImportErrors({ jiraImport }: { jiraImport: JiraImport }) {
  const download = useDownloadImportErrors(jiraImport._id);
  const { errors, failed } = jiraImport;
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="import-errors" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-errors" className="text-base font-semibold">
          Errors{' '}
          {failed > errors.length && (
            <span className="text-sm font-normal text-neutral-500">
              (the first {errors.length} of {failed})
            </span>
          )}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download all errors (CSV)
        </Button>
      </div>
      <Card>
        <Table labelledBy="import-errors" columns={COLUMNS}>
          {errors.map((error) => (
            <tr key={`${error.row}-${error.message}`}>
              <TableCell>
                <span className="tabular-nums">{error.row}</span>
              </TableCell>
              <TableCell>{error.key ?? '—'}</TableCell>
              <TableCell>{error.message}</TableCell>
            </tr>
          ))}
        </Table>
      </Card>
    </section>
  );
}
