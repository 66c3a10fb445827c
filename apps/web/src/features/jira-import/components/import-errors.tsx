import type { JiraImport } from '@teamboard/shared/jira-import';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDownloadImportErrors } from '../api/download-import-errors';

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
      <Card className="overflow-x-auto">
        <table aria-labelledby="import-errors" className="w-full text-left text-sm">
          <thead className="bg-neutral-50 text-xs text-neutral-500 uppercase dark:bg-neutral-800/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Key
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {errors.map((error) => (
              <tr key={`${error.row}-${error.message}`}>
                <td className="px-3 py-2 tabular-nums">{error.row}</td>
                <td className="px-3 py-2">{error.key ?? '—'}</td>
                <td className="px-3 py-2">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
