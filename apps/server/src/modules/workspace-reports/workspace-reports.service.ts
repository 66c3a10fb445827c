import type { WorkspaceReport, WorkspaceReportKind } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { ReportScope } from './report-scope';
import { resourceAnalysisRows } from './resource-analysis.repo';
import { timeComplexityParts } from './time-complexity.repo';
import { userPerformanceRows } from './user-performance.repo';

/** The Monday of each UTC week from `from` to `to` (ISO dates), as the statements count weeks. */
export function weeksOf(from: string, to: string): string[] {
  const day = new Date(`${from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const weeks: string[] = [];
  for (; day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 7))
    weeks.push(day.toISOString().slice(0, 10));
  return weeks;
}

/** One workspace report over the scope: each is one statement. */
export async function workspaceReport(
  db: Database,
  kind: WorkspaceReportKind,
  scope: ReportScope,
): Promise<WorkspaceReport> {
  const base = { from: scope.from, to: scope.to, weeks: weeksOf(scope.from, scope.to) };
  switch (kind) {
    case 'resource-analysis':
      return { kind, ...base, rows: await resourceAnalysisRows(db, scope) };
    case 'time-complexity':
      return { kind, ...base, ...(await timeComplexityParts(db, scope)) };
    case 'user-performance':
      return { kind, ...base, rows: await userPerformanceRows(db, scope) };
  }
}
