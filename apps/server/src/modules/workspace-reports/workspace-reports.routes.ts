import { canInWorkspace } from '@teamboard/shared';
import {
  memberCapacityInputSchema,
  memberCapacityResponseSchema,
  resourceAnalysisResponseSchema,
  timeComplexityResponseSchema,
  userPerformanceResponseSchema,
  workspaceReportQuerySchema,
  type WorkspaceReportKind,
} from '@teamboard/shared/workspace-report';
import { toCsv } from '@teamboard/shared/report-csv';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/app-error';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { updateMemberCapacity } from './member-capacity.repo';
import { reportsGate } from './report.policy';
import { reportScope } from './report-scope';
import { reportTable } from './report-tables';
import { workspaceReport } from './workspace-reports.service';
import { gated } from '../../http/gate';

const memberParams = workspaceParams.extend({ userId: z.uuid('Unknown member') });

interface Report {
  response: z.ZodType;
  operationId: string;
  summary: string;
}

const REPORTS: Record<WorkspaceReportKind, Report> = {
  'resource-analysis': {
    response: resourceAnalysisResponseSchema,
    operationId: 'getResourceAnalysisReport',
    summary: "Report each member's logged time and share of the quotas against their capacity",
  },
  'time-complexity': {
    response: timeComplexityResponseSchema,
    operationId: 'getTimeComplexityReport',
    summary: 'Report the hours logged per task complexity',
  },
  'user-performance': {
    response: userPerformanceResponseSchema,
    operationId: 'getUserPerformanceReport',
    summary: "Report each member's completed tasks, cycle time and hours",
  },
};

/** The report's table as a CSV file: sent as text, past the JSON response schema. */
function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

/**
 * /api/workspaces/{id}/reports/{kind}: the workspace reports (issue 18), as JSON or, with
 * `format=csv`, their table as a CSV file.
 */
export const workspaceReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', app.authenticate);

  for (const [kind, report] of Object.entries(REPORTS) as [WorkspaceReportKind, Report][]) {
    app.get(
      `/workspaces/:workspace/reports/${kind}`,
      {
        config: { gate: reportsGate() },
        schema: {
          operationId: report.operationId,
          summary: report.summary,
          errors: [402],
          tags: ['reports'],
          description: 'With format=csv: the report table as text/csv (RFC 4180).',
          params: workspaceParams,
          querystring: workspaceReportQuerySchema,
          response: { 200: report.response },
        },
      },
      async (request, reply) => {
        const { query } = request;
        const scope = reportScope(gated(request, reportsGate), query);
        await ctx.plans.assertPlanFeature(ctx.db, scope.workspaceId, 'workspaceReports');
        const report = await workspaceReport(ctx.db, kind, scope);
        if (query.format === 'json') return { report };
        return sendCsv(reply, `${kind}-${query.from}-${query.to}`, toCsv(reportTable(report)));
      },
    );
  }

  // Everyone sets their own weekly capacity; managers and up anyone's in their workspace.
  app.put(
    '/workspaces/:workspace/members/:userId/capacity',
    {
      config: { gate: workspaceGate('workspace.view') },
      schema: {
        operationId: 'setMemberCapacity',
        summary: "Set a member's weekly capacity",
        tags: ['reports'],
        params: memberParams,
        body: memberCapacityInputSchema,
        response: { 200: memberCapacityResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const membership = gated(request, workspaceGate);
      const self = userId === membership.user.id;
      if (!self && !canInWorkspace(membership.role, 'capacity.setOthers')) throw forbidden();
      const capacity = await updateMemberCapacity(
        ctx.db,
        membership.workspace.id,
        userId,
        request.body.weeklyHours,
      );
      if (!capacity) throw notFound('Unknown member');
      return { capacity };
    },
  );
};
