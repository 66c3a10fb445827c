import { WORKSPACE_REPORTS } from '@teamboard/shared/workspace-report';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { ReportsAccess } from '../../features/workspace-reports/components/workspace-report-page';
import { REPORT_KINDS } from '../../features/workspace-reports/report-kinds';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/reports: a card per report, each opening it. No chart here: the chart library
 * loads with a report's own page.
 */
export function WorkspaceReportsRoute() {
  useWorkspacePageTitle('Reports');
  const { workspace } = useCurrentWorkspace();
  return (
    <ReportsAccess>
      <div className="space-y-6">
        <PageHeading
          title="Reports"
          description="Across the workspace's boards, over a range of days."
        />
        <ul className="grid gap-4 md:grid-cols-3">
          {WORKSPACE_REPORTS.map((kind) => (
            <li key={kind}>
              <Link to={`/${workspace.url}/reports/${kind}`} className="block h-full">
                <Card className="h-full p-5 transition hover:border-indigo-300 dark:hover:border-indigo-700">
                  <h2 className="text-base font-semibold">{REPORT_KINDS[kind].title}</h2>
                  <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    {REPORT_KINDS[kind].description}
                  </p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </ReportsAccess>
  );
}
