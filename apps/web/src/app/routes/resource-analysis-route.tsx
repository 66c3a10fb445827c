import { ResourceAnalysisView } from '../../features/workspace-reports/components/resource-analysis-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';
import { REPORT_KINDS } from '../../features/workspace-reports/report-kinds';

/** /{workspace}/reports/resource-analysis: its own chunk, with the chart library. */
export function ResourceAnalysisRoute() {
  useWorkspacePageTitle(REPORT_KINDS['resource-analysis'].title, 'Reports');
  const current = useCurrentWorkspace();
  return (
    <WorkspaceReportPage kind="resource-analysis">
      {(report) => <ResourceAnalysisView report={report} current={current} />}
    </WorkspaceReportPage>
  );
}
