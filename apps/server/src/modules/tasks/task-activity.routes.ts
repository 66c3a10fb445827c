import { taskActivityQuerySchema, taskActivityResponseSchema } from '@teamboard/shared';
import {
  boardActivityQuerySchema,
  boardActivityResponseSchema,
} from '@teamboard/shared/board-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boardParams } from '../boards/board-params';
import { boardGate, taskGate } from '../boards/board.policy';
import { listBoardActivity, listTaskActivity } from './task-activity.service';
import { gated } from '../../http/gate';

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
      config: { gate: taskGate('board.view') },
      schema: {
        operationId: 'listTaskActivity',
        summary: "List a task's activity",
        tags,
        params: z.object({ id: z.uuid('Task not found') }),
        querystring: taskActivityQuerySchema,
        response: { 200: taskActivityResponseSchema },
      },
    },
    async (request) => listTaskActivity(ctx, gated(request, taskGate).task, request.query),
  );

  app.get(
    '/boards/:id/activity',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'listBoardActivity',
        summary: "List a board's activity",
        tags,
        params: boardParams,
        querystring: boardActivityQuerySchema,
        response: { 200: boardActivityResponseSchema },
      },
    },
    async (request) => listBoardActivity(ctx, gated(request, boardGate).board, request.query),
  );
};
