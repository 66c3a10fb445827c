import type { BoardReport } from '@teamboard/shared/board-report';
import {
  cumulativeFlowTable,
  cycleTimeTable,
  throughputTable,
  timeByLabelTable,
  timeByMemberTable,
} from '../report-tables';
import { ChartCard } from './chart-card';
import { CycleTimeFigures } from './cycle-time-figures';
import { CumulativeFlowChart, TableBarChart } from './report-charts';

/** Every chart of a report; `fileName` names a chart's CSV (e.g. "WEB-throughput-…"). */
export function ReportChartsGrid({
  report,
  fileName,
}: {
  report: BoardReport;
  fileName: (chart: string) => string;
}) {
  const flow = cumulativeFlowTable(report);
  const throughput = throughputTable(report);
  const byMember = timeByMemberTable(report);
  const byLabel = timeByLabelTable(report);
  return (
    <div className="space-y-6">
      <ChartCard
        title="Cumulative flow"
        kind="Area"
        table={flow}
        fileName={fileName('cumulative-flow')}
      >
        <CumulativeFlowChart table={flow} />
      </ChartCard>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChartCard
          title="Throughput per week"
          kind="Bar"
          table={throughput}
          fileName={fileName('throughput')}
        >
          <TableBarChart table={throughput} />
        </ChartCard>
        <ChartCard
          title="Cycle time"
          table={cycleTimeTable(report)}
          fileName={fileName('cycle-time')}
        >
          <CycleTimeFigures cycleTime={report.cycleTime} />
        </ChartCard>
        <ChartCard
          title="Time per member"
          kind="Bar"
          table={byMember}
          fileName={fileName('time-per-member')}
        >
          <TableBarChart table={byMember} unit="h" />
        </ChartCard>
        <ChartCard
          title="Time per label"
          kind="Bar"
          table={byLabel}
          fileName={fileName('time-per-label')}
        >
          <TableBarChart table={byLabel} unit="h" />
        </ChartCard>
      </div>
    </div>
  );
}
