import type { ResourceAnalysis } from '@teamboard/shared/workspace-report';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSessionStore } from '../../../lib/session-store';
import type { CurrentWorkspace } from '../../workspaces/current-workspace';
import { hoursOf, PRIORITY_ORDER, priorityName, weeklySeries, weeklyTable } from '../report-series';
import { CapacityCell } from './capacity-cell';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ReportTable } from './report-table';
import { WeeklyLinesChart } from './weekly-lines-chart';

const HEADERS = [
  'Member',
  'Capacity (h/week)',
  'Quota share (h/week)',
  'Hours logged',
  // The open tasks, then by priority (each column names only its priority, to stay narrow).
  'Open tasks',
  ...PRIORITY_ORDER.map(priorityName),
];

/**
 * Hours logged per week per person against their capacity, and per person the capacity (which
 * they, and managers and up, change here), their share of the boards' quotas and open tasks.
 */
export function ResourceAnalysisView({
  report,
  current,
}: {
  report: ResourceAnalysis;
  current: CurrentWorkspace;
}) {
  const selfId = useSessionStore((state) => state.user?._id);
  if (report.rows.length === 0) {
    return <EmptyState title="Nobody to report" description="No member matches the filters." />;
  }
  const people = report.rows.map((row) => row.user);
  const points = weeklySeries(report.weeks, report.rows, (week) => hoursOf(week.loggedSeconds));
  const capacities = Object.fromEntries(
    report.rows.map((row) => [row.user._id, row.capacityHours]),
  );
  const setsOthers = current.can('capacity.setOthers');
  return (
    <div className="space-y-6">
      <ChartFigure
        title="Hours logged per week"
        kind="Line"
        data={weeklyTable(points, people)}
        note="Dashed: each person's weekly capacity, in their colour."
      >
        <WeeklyLinesChart points={points} people={people} unit="h" levels={capacities} />
      </ChartFigure>
      <ReportTable
        title="Members"
        headers={HEADERS}
        rows={report.rows.map((row) => ({
          key: row.user._id,
          cells: [
            <span key="name" className="flex items-center gap-2">
              {row.user.name}
              {row.overAllocated && <Badge tone="red">Over-allocated</Badge>}
            </span>,
            <CapacityCell
              key="capacity"
              workspaceId={current.workspace._id}
              user={row.user}
              hours={row.capacityHours}
              editable={setsOthers || row.user._id === selfId}
            />,
            row.quotaShareHours,
            hoursOf(row.loggedSeconds),
            row.openTasks,
            ...PRIORITY_ORDER.map((level) => row.openTasksByPriority[level]),
          ],
        }))}
      />
    </div>
  );
}
