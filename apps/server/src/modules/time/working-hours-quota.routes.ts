import {
  updateWorkingHoursQuotaInputSchema,
  workingHoursQuotaQuerySchema,
  workingHoursQuotaResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardParams } from '../boards/board-params';
import type { AppContext } from '../../context';
import { boardGate } from '../boards/board.policy';
import {
  DEFAULT_QUOTA_TIME_ZONE,
  setWeeklyHours,
  workingHoursQuota,
} from './working-hours-quota.service';
import { gated } from '../../http/gate';

/** A board's weekly hours quota: read by whoever sees the board, set by those who manage it. */
export const workingHoursQuotaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['time'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/working-hours-quota',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'getWorkingHoursQuota',
        summary: "Get a board's working-hours quota",
        tags,
        params: boardParams,
        querystring: workingHoursQuotaQuerySchema,
        response: { 200: workingHoursQuotaResponseSchema },
      },
    },
    async (request) => {
      const { board } = gated(request, boardGate);
      const timeZone = request.query.timeZone ?? DEFAULT_QUOTA_TIME_ZONE;
      return { quota: await workingHoursQuota(ctx, board, timeZone) };
    },
  );

  app.put(
    '/boards/:id/working-hours-quota',
    {
      config: { gate: boardGate('board.manage') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'setWorkingHoursQuota',
        summary: "Set a board's working-hours quota",
        tags,
        params: boardParams,
        querystring: workingHoursQuotaQuerySchema,
        body: updateWorkingHoursQuotaInputSchema,
        response: { 200: workingHoursQuotaResponseSchema },
      },
    },
    async (request) => {
      const { board } = gated(request, boardGate);
      const weeklyHours = await setWeeklyHours(ctx, board.id, request.body.weeklyHours);
      const timeZone = request.query.timeZone ?? DEFAULT_QUOTA_TIME_ZONE;
      return {
        quota: await workingHoursQuota(
          ctx,
          { id: board.id, weeklyHoursQuota: weeklyHours },
          timeZone,
        ),
      };
    },
  );
};
