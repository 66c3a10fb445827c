import type { UserPerformance } from '@teamboard/shared/workspace-report';
import { EmptyState } from '../../../components/ui/empty-state';
import { hoursLabel, hoursOf, percentLabel, weeklySeries, weeklyTable } from '../report-series';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ReportTable } from './report-table';
import { WeeklyLinesChart } from './weekly-lines-chart';

const HEADERS = [
  'Member',
  'Tasks completed',
  'On time',
  'On-time rate',
  'Median cycle time',
  'Hours logged',
  'Comments',
];

/** Per person: what they completed, how much on time, how fast; and the weekly trend. */
export function UserPerformanceView({ report }: { report: UserPerformance }) {
  if (report.rows.length === 0) {
    return <EmptyState title="Nobody to report" description="No member matches the filters." />;
  }
  const points = weeklySeries(report.weeks, report.rows, (week) => week.completed);
  const people = report.rows.map((row) => row.user);
  return (
    <div className="space-y-6">
      <ChartFigure title="Tasks completed per week" kind="Line" data={weeklyTable(points, people)}>
        <WeeklyLinesChart points={points} people={people} />
      </ChartFigure>
      <ReportTable
        title="Members"
        headers={HEADERS}
        rows={report.rows.map((row) => ({
          key: row.user._id,
          cells: [
            row.user.name,
            row.completed,
            `${String(row.completedOnTime)} of ${String(row.completedWithDueDate)} with a due date`,
            percentLabel(row.onTimeRate),
            hoursLabel(row.medianCycleHours),
            hoursOf(row.loggedSeconds),
            row.comments,
          ],
        }))}
      />
    </div>
  );
}
