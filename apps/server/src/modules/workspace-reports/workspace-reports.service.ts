import type { WorkspaceReport, WorkspaceReportKind } from '@teamboard/shared/workspace-report';
import type { Database } from '../../db/client';
import type { ReportScope } from './report-scope';
import { resourceAnalysisParts } from './resource-analysis.json.repo';
import { timeComplexityParts } from './time-complexity.json.repo';
import { userPerformanceParts } from './user-performance.json.repo';

/** One workspace report over the scope: each is one statement. */
export async function workspaceReport(
  db: Database,
  kind: WorkspaceReportKind,
  scope: ReportScope,
): Promise<WorkspaceReport> {
  const base = { from: scope.from, to: scope.to };
  switch (kind) {
    case 'resource-analysis':
      return { kind, ...base, ...(await resourceAnalysisParts(db, scope)) };
    case 'time-complexity':
      return { kind, ...base, ...(await timeComplexityParts(db, scope)) };
    case 'user-performance':
      return { kind, ...base, ...(await userPerformanceParts(db, scope)) };
  }
}
