import type { BoardReport } from '@teamboard/shared/board-report';
import type { ReportTable } from '@teamboard/shared/report-csv';
import { taskLabelName } from '../boards/task-label-choices';

const HOUR = 3600;

/** Seconds as hours, to two decimals. */
function hours(seconds: number): number {
  return Math.round((seconds / HOUR) * 100) / 100;
}

/** Per day, each column's count, the columns in board order (a column absent from a day: 0). */
export function cumulativeFlowTable(report: BoardReport): ReportTable {
  return {
    headers: ['Date', ...report.columns.map((column) => column.title)],
    rows: report.cumulativeFlow.map(({ date, counts }) => [
      date,
      ...report.columns.map((column) => counts[column._id] ?? 0),
    ]),
  };
}

export function throughputTable(report: BoardReport): ReportTable {
  return {
    headers: ['Week starting', 'Tasks completed'],
    rows: report.throughput.map(({ weekStart, completed }) => [weekStart, completed]),
  };
}

export function cycleTimeTable(report: BoardReport): ReportTable {
  const { tasks, medianHours, p85Hours } = report.cycleTime;
  return {
    headers: ['Tasks completed', 'Median hours', '85th percentile hours'],
    rows: [[tasks, medianHours, p85Hours]],
  };
}

/** Named amounts of seconds as hours, most first. */
function timeTable(header: string, entries: { name: string; seconds: number }[]): ReportTable {
  return {
    headers: [header, 'Hours'],
    rows: [...entries]
      .sort((a, b) => b.seconds - a.seconds)
      .map(({ name, seconds }) => [name, hours(seconds)]),
  };
}

/** Someone no longer known is "Former member". */
export function timeByMemberTable(report: BoardReport): ReportTable {
  return timeTable(
    'Member',
    report.timeByMember.map(({ user, seconds }) => ({
      name: user?.name ?? 'Former member',
      seconds,
    })),
  );
}

/** The tasks without a label as "No label"; a workspace label marked as one. */
export function timeByLabelTable(report: BoardReport): ReportTable {
  return timeTable(
    'Label',
    report.timeByLabel.map(({ label, seconds }) => ({
      name: label ? taskLabelName(label) : 'No label',
      seconds,
    })),
  );
}

/** Whether the range holds nothing to chart: no task anywhere, no completion, no time logged. */
export function isEmptyReport(report: BoardReport): boolean {
  return (
    report.cumulativeFlow.every(({ counts }) => Object.values(counts).every((n) => n === 0)) &&
    report.throughput.every(({ completed }) => completed === 0) &&
    report.timeByMember.length === 0 &&
    report.timeByLabel.length === 0
  );
}
