import { taskActivityResponseSchema } from '@teamboard/shared';
import {
  boardActivityQuerySchema,
  boardActivityResponseSchema,
} from '@teamboard/shared/board-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boardParams } from '../boards/board-params';
import { authorizeBoard, authorizeTask } from '../boards/board.policy';
import { listBoardActivity, listTaskActivity } from './task-activity.service';
import { sessionOf } from '../../http/caller';

/**
 * A task's history (created, updated, moved, comments), and a board's latest across its tasks,
 * for whoever sees the board.
 */
export const taskActivityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['tasks'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/tasks/:id/activity',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('Task not found') }),
        response: { 200: taskActivityResponseSchema },
      },
    },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { activities: await listTaskActivity(ctx, task) };
    },
  );

  app.get(
    '/boards/:id/activity',
    {
      schema: {
        tags,
        params: boardParams,
        querystring: boardActivityQuerySchema,
        response: { 200: boardActivityResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { activities: await listBoardActivity(ctx, access.board, request.query.limit) };
    },
  );
};
