import type { WorkspaceReportKind } from '@teamboard/shared/workspace-report';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PlanLimitCard } from '../../../components/plan-limit-card';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { toSearch } from '../../../lib/search-string';
import { useUtcToday } from '../../../lib/use-utc-today';
import { QueryFailure } from '../../boards/components/query-failure';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { workspaceErrorPath } from '../../workspaces/workspace-error-path';
import { useDownloadReportCsv } from '../api/download-report-csv';
import { useWorkspaceReport, type ReportOf } from '../api/get-workspace-report';
import { readFilters, writeFilters, type ReportFilters } from '../report-filters';
import { REPORT_KINDS } from '../report-kinds';
import { ReportFiltersBar } from './report-filters-bar';

interface ReportBodyProps<K extends WorkspaceReportKind> {
  workspaceId: string;
  kind: K;
  filters: ReportFilters;
  children: (report: ReportOf[K]) => ReactNode;
}

function ReportBody<K extends WorkspaceReportKind>({
  workspaceId,
  kind,
  filters,
  children,
}: ReportBodyProps<K>) {
  const query = useWorkspaceReport(workspaceId, kind, filters);
  if (query.isError) {
    if (isPlanLimitError(query.error)) return <PlanLimitCard error={query.error} />;
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch the report')}
        retry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  return children(query.data.report);
}

/** Internal roles only: guests and clients are sent to the workspace's "forbidden" page. */
export function ReportsAccess({ children }: { children: ReactNode }) {
  const current = useCurrentWorkspace();
  if (!current.can('reports.view')) {
    return <Navigate to={workspaceErrorPath('forbidden', current.workspace.url)} replace />;
  }
  return children;
}

interface WorkspaceReportPageProps<K extends WorkspaceReportKind> {
  kind: K;
  /** The report's charts and tables. */
  children: (report: ReportOf[K]) => ReactNode;
}

/**
 * A workspace report over the range, boards and members in the query string, with the server's
 * CSV of its table for the same filters.
 */
export function WorkspaceReportPage<K extends WorkspaceReportKind>({
  kind,
  children,
}: WorkspaceReportPageProps<K>) {
  const current = useCurrentWorkspace();
  const workspaceId = current.workspace._id;
  const { search } = useLocation();
  const navigate = useNavigate();
  const today = useUtcToday();
  const filters = readFilters(new URLSearchParams(search), today);
  const download = useDownloadReportCsv(workspaceId, kind);
  const setFilters = (next: ReportFilters) =>
    void navigate({ search: toSearch(writeFilters(new URLSearchParams(search), next)) });
  return (
    <ReportsAccess>
      <div className="space-y-6">
        <TextLink to={`/${current.workspace.url}/reports`} className="text-sm">
          ← All reports
        </TextLink>
        <PageHeading
          title={REPORT_KINDS[kind].title}
          description={`${REPORT_KINDS[kind].description} Counted in UTC days; weeks start on Monday.`}
          actions={
            <Button
              variant="secondary"
              loading={download.isPending}
              onClick={() => download.mutate(filters)}
            >
              Download CSV
            </Button>
          }
        />
        <ReportFiltersBar current={current} filters={filters} today={today} onChange={setFilters} />
        <ReportBody workspaceId={workspaceId} kind={kind} filters={filters}>
          {children}
        </ReportBody>
      </div>
    </ReportsAccess>
  );
}
