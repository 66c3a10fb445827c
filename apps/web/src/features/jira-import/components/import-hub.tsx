import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { jiraImportPath } from '../import-link';
import { RecentImports } from './recent-imports';

interface ImportHubProps {
  boardId: string;
  workspaceUrl: string;
}

/** Where a board's work comes from elsewhere: the sources, then what was imported lately. */
export function ImportHub({ boardId, workspaceUrl }: ImportHubProps) {
  return (
    <div className="space-y-6">
      <Card className="p-6 transition-colors hover:border-indigo-400">
        <h2 className="text-base font-semibold">
          <Link to={jiraImportPath(workspaceUrl, boardId)} className="hover:text-indigo-600">
            Import from Jira
          </Link>
        </h2>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
          From a Jira CSV export or REST search JSON: titles, descriptions, statuses as columns,
          priorities, assignees, labels, due and start dates, story points, links and sub-tasks,
          comments and worklogs. Importing the same project again updates its tasks instead of
          copying them.
        </p>
      </Card>
      <section aria-labelledby="recent-imports" className="space-y-3">
        <h2 id="recent-imports" className="text-base font-semibold">
          Recent imports
        </h2>
        <RecentImports boardId={boardId} workspaceUrl={workspaceUrl} />
      </section>
    </div>
  );
}
