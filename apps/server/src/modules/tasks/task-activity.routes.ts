import { taskActivityResponseSchema } from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/authenticate';
import { listTaskActivity } from './task-activity.service';
import { authorizeTask } from '../boards/board.policy';

/** A task's history (created, updated, moved, comments), for whoever sees its board. */
export const taskActivityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['tasks'];
  app.addHook('preHandler', authenticate(ctx));

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
};
