import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { QueryFailure } from '../../boards/components/query-failure';
import { useImports } from '../api/get-imports';
import { jiraImportPath } from '../import-link';
import { IMPORT_STATUS_LABELS } from '../import-status';
import { ImportCounts } from './import-counts';

interface RecentImportsProps {
  boardId: string;
  workspaceUrl: string;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The board's imports, newest first, each opening its preview or progress. */
export function RecentImports({ boardId, workspaceUrl }: RecentImportsProps) {
  const query = useImports(boardId);
  if (query.isPending) return <Spinner className="mx-auto text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch the imports')}
        retry={() => void query.refetch()}
      />
    );
  }
  const { imports } = query.data;
  if (imports.length === 0)
    return <p className="text-sm text-neutral-500">Nothing has been imported to this board yet.</p>;
  return (
    <Card>
      <ul
        aria-label="Recent imports"
        className="divide-y divide-neutral-200 dark:divide-neutral-800"
      >
        {imports.map((each) => (
          <li key={each._id} aria-label={each.fileName} className="space-y-1.5 px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={jiraImportPath(workspaceUrl, boardId, each._id)}
                className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
              >
                {each.fileName}
              </Link>
              <Badge>{IMPORT_STATUS_LABELS[each.status]}</Badge>
              <span className="text-xs text-neutral-500">
                {dateTime.format(new Date(each.createdAt))}
              </span>
            </div>
            <ImportCounts counts={each} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
