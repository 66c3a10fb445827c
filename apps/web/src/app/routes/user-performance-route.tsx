import { UserPerformanceView } from '../../features/workspace-reports/components/user-performance-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';

/** /{workspace}/reports/user-performance: its own chunk, with the chart library. */
export function UserPerformanceRoute() {
  return (
    <WorkspaceReportPage kind="user-performance">
      {(report) => <UserPerformanceView report={report} />}
    </WorkspaceReportPage>
  );
}
