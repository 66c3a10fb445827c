import { UserPerformanceView } from '../../features/workspace-reports/components/user-performance-view';
import { WorkspaceReportPage } from '../../features/workspace-reports/components/workspace-report-page';
import { useWorkspacePageTitle } from '../page-title';
import { REPORT_KINDS } from '../../features/workspace-reports/report-kinds';

/** /{workspace}/reports/user-performance: its own chunk, with the chart library. */
export function UserPerformanceRoute() {
  useWorkspacePageTitle(REPORT_KINDS['user-performance'].title, 'Reports');
  return (
    <WorkspaceReportPage kind="user-performance">
      {(report) => <UserPerformanceView report={report} />}
    </WorkspaceReportPage>
  );
}
