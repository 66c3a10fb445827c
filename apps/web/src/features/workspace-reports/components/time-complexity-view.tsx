import type { TimeComplexity, TimeSpread } from '@teamboard/shared/workspace-report';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';
import { complexityName, hoursLabel, spreadBoxes } from '../report-series';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { ReportTable } from './report-table';
import { SpreadChart } from './spread-chart';

const SPREAD_HEADERS = [
  'Tasks',
  'Median',
  'Mean',
  '25th percentile',
  '75th percentile',
  'Least',
  'Most',
];

const spreadCells = (spread: TimeSpread) => [
  spread.tasks,
  ...[
    spread.medianHours,
    spread.meanHours,
    spread.p25Hours,
    spread.p75Hours,
    spread.minHours,
    spread.maxHours,
  ].map(hoursLabel),
];

/** The tasks far off their level's range, each linking to its panel on its board. */
function Outliers({ report, workspaceUrl }: { report: TimeComplexity; workspaceUrl: string }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold">Estimate outliers</h2>
      {report.outliers.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          No task is far outside its level's range (a level needs at least 4 timed tasks).
        </p>
      ) : (
        <ul aria-label="Estimate outliers" className="space-y-2 text-sm">
          {report.outliers.map((outlier) => (
            <li key={outlier.task._id}>
              <TextLink
                to={`/${workspaceUrl}/projects/${outlier.board._id}?task=${encodeURIComponent(outlier.task.taskId)}`}
              >
                {outlier.task.taskId} {outlier.task.title}
              </TextLink>{' '}
              <span className="text-neutral-600 dark:text-neutral-400">
                on {outlier.board.title}: {hoursLabel(outlier.hours)} at{' '}
                {complexityName(outlier.complexity)}, {outlier.direction} its level's median of{' '}
                {hoursLabel(outlier.levelMedianHours)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Hours per task at each complexity level (and per board), and the estimate outliers. */
export function TimeComplexityView({
  report,
  workspaceUrl,
}: {
  report: TimeComplexity;
  workspaceUrl: string;
}) {
  if (report.levels.every((level) => level.tasks === 0)) {
    return (
      <EmptyState
        title="Nothing to report"
        description="No time was logged in these days on tasks with a complexity."
      />
    );
  }
  return (
    <div className="space-y-6">
      <ChartFigure
        title="Hours per task by complexity"
        kind="Box"
        data={{
          headers: ['Complexity', ...SPREAD_HEADERS],
          rows: report.levels.map((level) => [
            complexityName(level.complexity),
            ...spreadCells(level),
          ]),
        }}
        note="Each box spans the 25th to the 75th percentile; the diamond is the median, the dot the mean."
      >
        <SpreadChart boxes={spreadBoxes(report.levels)} />
      </ChartFigure>
      <ReportTable
        title="By complexity"
        headers={['Complexity', ...SPREAD_HEADERS]}
        rows={report.levels.map((level) => ({
          key: String(level.complexity),
          cells: [complexityName(level.complexity), ...spreadCells(level)],
        }))}
      />
      <ReportTable
        title="By board"
        headers={['Board', 'Complexity', ...SPREAD_HEADERS]}
        rows={report.boards.map((row) => ({
          key: `${row.board._id}-${String(row.complexity)}`,
          cells: [row.board.title, complexityName(row.complexity), ...spreadCells(row)],
        }))}
      />
      <Outliers report={report} workspaceUrl={workspaceUrl} />
    </div>
  );
}
