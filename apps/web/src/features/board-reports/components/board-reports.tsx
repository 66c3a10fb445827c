import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toSearch } from '../../../lib/search-string';
import { useUtcToday } from '../../../lib/use-utc-today';
import { QueryFailure } from '../../boards/components/query-failure';
import { useBoardReport } from '../api/get-board-report';
import { readRange, writeRange, type ReportRange } from '../report-range';
import { isEmptyReport } from '../report-tables';
import { RangePicker } from './range-picker';
import { ReportChartsGrid } from './report-charts-grid';

function ReportBody({
  boardId,
  boardKey,
  range,
}: {
  boardId: string;
  boardKey: string;
  range: ReportRange;
}) {
  const query = useBoardReport(boardId, range);
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch reports')}
        retry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  const { report } = query.data;
  if (isEmptyReport(report)) {
    return (
      <EmptyState
        title="Nothing to report"
        description="No tasks, completed work or logged time in these days. Pick a longer range, or come back once work has moved."
      />
    );
  }
  return (
    <ReportChartsGrid
      report={report}
      fileName={(chart) => `${boardKey}-${chart}-${report.from}-${report.to}`}
    />
  );
}

/**
 * The board's reports over a range of UTC days kept in the query string: cumulative flow,
 * throughput per week, cycle time, time per member and per label, each with its CSV.
 */
export function BoardReports({ boardId, boardKey }: { boardId: string; boardKey: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const today = useUtcToday();
  const range = readRange(new URLSearchParams(search), today);
  const setRange = (next: ReportRange) =>
    void navigate({ search: toSearch(writeRange(new URLSearchParams(search), next)) });
  return (
    <div className="space-y-6">
      {/* A new preset (the back button too) resets the custom days being typed. */}
      <RangePicker key={range.preset} range={range} today={today} onChange={setRange} />
      <ReportBody boardId={boardId} boardKey={boardKey} range={range} />
    </div>
  );
}
