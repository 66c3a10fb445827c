import { TimeComplexityView } from '../../features/workspace-reports/components/time-complexity-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';
import { REPORT_KINDS } from '../../features/workspace-reports/report-kinds';

/** /{workspace}/reports/time-complexity: its own chunk, with the chart library. */
export function TimeComplexityRoute() {
  useWorkspacePageTitle(REPORT_KINDS['time-complexity'].title, 'Reports');
  const { workspace } = useCurrentWorkspace();
  return (
    <WorkspaceReportPage kind="time-complexity">
      {(report) => <TimeComplexityView report={report} workspaceUrl={workspace.url} />}
    </WorkspaceReportPage>
  );
}
