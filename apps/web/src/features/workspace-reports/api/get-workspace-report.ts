import {
  resourceAnalysisResponseSchema,
  timeComplexityResponseSchema,
  userPerformanceResponseSchema,
  type ResourceAnalysis,
  type TimeComplexity,
  type UserPerformance,
  type WorkspaceReportKind,
} from '@teamboard/shared/workspace-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, textBody, type ResponseSchema } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { reportQuery, type ReportFilters } from '../report-filters';

/** Each report's shape, by its kind. */
export interface ReportOf {
  'resource-analysis': ResourceAnalysis;
  'time-complexity': TimeComplexity;
  'user-performance': UserPerformance;
}

const RESPONSES: { [K in WorkspaceReportKind]: ResponseSchema<{ report: ReportOf[K] }> } = {
  'resource-analysis': resourceAnalysisResponseSchema,
  'time-complexity': timeComplexityResponseSchema,
  'user-performance': userPerformanceResponseSchema,
};

/** The prefix of every workspace report query of `workspaceId` (all kinds and filters). */
export const workspaceReportsKey = (workspaceId: string) =>
  ['workspace-reports', workspaceId] as const;

const reportPath = (workspaceId: string, kind: WorkspaceReportKind) =>
  workspaceApiPath(workspaceId, 'reports', kind);

export function getWorkspaceReport<K extends WorkspaceReportKind>(
  workspaceId: string,
  kind: K,
  filters: ReportFilters,
): Promise<{ report: ReportOf[K] }> {
  return api.get(reportPath(workspaceId, kind), RESPONSES[kind], { query: reportQuery(filters) });
}

/** The report over the filters; the last one stays shown while another range loads. */
export function useWorkspaceReport<K extends WorkspaceReportKind>(
  workspaceId: string,
  kind: K,
  filters: ReportFilters,
) {
  return useQuery({
    queryKey: [...workspaceReportsKey(workspaceId), kind, reportQuery(filters)],
    queryFn: () => getWorkspaceReport(workspaceId, kind, filters),
    placeholderData: keepPreviousData,
  });
}

/** The report's table as the server writes it in CSV, for the same filters. */
export function getWorkspaceReportCsv(
  workspaceId: string,
  kind: WorkspaceReportKind,
  filters: ReportFilters,
): Promise<string> {
  return api.get(reportPath(workspaceId, kind), textBody, {
    query: { ...reportQuery(filters), format: 'csv' },
    accept: 'text/csv',
  });
}
