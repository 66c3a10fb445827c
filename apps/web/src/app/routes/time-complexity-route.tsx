import { TimeComplexityView } from '../../features/workspace-reports/components/time-complexity-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';

/** /{workspace}/reports/time-complexity: its own chunk, with the chart library. */
export function TimeComplexityRoute() {
  const { workspace } = useCurrentWorkspace();
  return (
    <WorkspaceReportPage kind="time-complexity">
      {(report) => <TimeComplexityView report={report} workspaceUrl={workspace.url} />}
    </WorkspaceReportPage>
  );
}
