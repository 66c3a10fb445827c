import { boardReportQuerySchema, boardReportResponseSchema } from '@teamboard/shared/board-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { boardParams } from '../boards/board-params';
import { boardGate } from '../boards/board.policy';
import { boardReport } from './board-reports.service';
import { gated } from '../../http/gate';

/** A board's reports page (issue 17), for whoever sees the board. */
export const boardReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/reports',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'getBoardReports',
        summary: "Get a board's reports",
        tags: ['boards'],
        params: boardParams,
        querystring: boardReportQuerySchema,
        response: { 200: boardReportResponseSchema },
      },
    },
    async (request) => {
      const { board } = gated(request, boardGate);
      return { report: await boardReport(ctx, board.id, request.query) };
    },
  );
};
