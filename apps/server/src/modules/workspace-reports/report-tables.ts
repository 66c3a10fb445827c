import { COMPLEXITY_NAMES, PRIORITY_NAMES } from '@teamboard/shared';
import {
  type ResourceAnalysis,
  type TimeComplexity,
  type TimeSpread,
  type UserPerformance,
  type WorkspaceReport,
} from '@teamboard/shared/workspace-report';
import type { ReportTable } from '@teamboard/shared/report-csv';

const hours = (seconds: number) => Math.round(seconds / 36) / 100;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
/** Highest priority first, as the board shows them: Urgent, High, Medium, Low, No Priority. */
const PRIORITY_ORDER = [2, 3, 4, 5, 1] as const;

function resourceTable(report: ResourceAnalysis): ReportTable {
  return {
    headers: [
      'Member',
      'Username',
      'Weekly capacity (h)',
      'Quota share (h/week)',
      'Hours logged',
      ...report.weeks.map((week) => `Week of ${week} (h)`),
      'Open tasks',
      ...PRIORITY_ORDER.map((level) => `Open: ${PRIORITY_NAMES[level]}`),
      'Over-allocated',
    ],
    rows: report.rows.map((row) => [
      row.user.name,
      row.user.username,
      row.capacityHours,
      row.quotaShareHours,
      hours(row.loggedSeconds),
      ...row.weekly.map((week) => hours(week.loggedSeconds)),
      row.openTasks,
      ...PRIORITY_ORDER.map((level) => row.openTasksByPriority[level]),
      yesNo(row.overAllocated),
    ]),
  };
}

const spreadCells = (spread: TimeSpread) => [
  spread.tasks,
  spread.medianHours,
  spread.meanHours,
  spread.p25Hours,
  spread.p75Hours,
  spread.minHours,
  spread.maxHours,
];

const complexityName = (level: number) => COMPLEXITY_NAMES[level as keyof typeof COMPLEXITY_NAMES];

function complexityTable(report: TimeComplexity): ReportTable {
  return {
    headers: [
      'Board',
      'Complexity',
      'Tasks',
      'Median (h)',
      'Mean (h)',
      '25th percentile (h)',
      '75th percentile (h)',
      'Least (h)',
      'Most (h)',
    ],
    rows: [
      ...report.levels.map((level) => [
        'All boards',
        complexityName(level.complexity),
        ...spreadCells(level),
      ]),
      ...report.boards.map((row) => [
        row.board.title,
        complexityName(row.complexity),
        ...spreadCells(row),
      ]),
    ],
  };
}

function performanceTable(report: UserPerformance): ReportTable {
  return {
    headers: [
      'Member',
      'Username',
      'Tasks completed',
      'With a due date',
      'On time',
      'On-time rate (%)',
      'Median cycle time (h)',
      'Hours logged',
      'Comments',
      ...report.weeks.map((week) => `Completed week of ${week}`),
    ],
    rows: report.rows.map((row) => [
      row.user.name,
      row.user.username,
      row.completed,
      row.completedWithDueDate,
      row.completedOnTime,
      row.onTimeRate === null ? null : Math.round(row.onTimeRate * 1000) / 10,
      row.medianCycleHours,
      hours(row.loggedSeconds),
      row.comments,
      ...row.weekly.map((week) => week.completed),
    ]),
  };
}

/** The table a report's page shows, as its CSV holds it. */
export function reportTable(report: WorkspaceReport): ReportTable {
  switch (report.kind) {
    case 'resource-analysis':
      return resourceTable(report);
    case 'time-complexity':
      return complexityTable(report);
    case 'user-performance':
      return performanceTable(report);
  }
}
