import { ResourceAnalysisView } from '../../features/workspace-reports/components/resource-analysis-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';

/** /{workspace}/reports/resource-analysis: its own chunk, with the chart library. */
export function ResourceAnalysisRoute() {
  const current = useCurrentWorkspace();
  return (
    <WorkspaceReportPage kind="resource-analysis">
      {(report) => <ResourceAnalysisView report={report} current={current} />}
    </WorkspaceReportPage>
  );
}
