import {
  updateWorkingHoursQuotaInputSchema,
  workingHoursQuotaQuerySchema,
  workingHoursQuotaResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardParams } from '../boards/board-params';
import type { AppContext } from '../../context';
import { authorizeBoard } from '../boards/board.policy';
import {
  DEFAULT_QUOTA_TIME_ZONE,
  setWeeklyHours,
  workingHoursQuota,
} from './working-hours-quota.service';
import { sessionOf } from '../../http/caller';

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
      schema: {
        tags,
        params: boardParams,
        querystring: workingHoursQuotaQuerySchema,
        response: { 200: workingHoursQuotaResponseSchema },
      },
    },
    async (request) => {
      const { board } = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      const timeZone = request.query.timeZone ?? DEFAULT_QUOTA_TIME_ZONE;
      return { quota: await workingHoursQuota(ctx, board, timeZone) };
    },
  );

  app.put(
    '/boards/:id/working-hours-quota',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: boardParams,
        querystring: workingHoursQuotaQuerySchema,
        body: updateWorkingHoursQuotaInputSchema,
        response: { 200: workingHoursQuotaResponseSchema },
      },
    },
    async (request) => {
      const { board } = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
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
