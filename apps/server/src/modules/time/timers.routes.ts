import {
  activeTimerResponseSchema,
  startTimerResponseSchema,
  stopTimerInputSchema,
  timeEntryResponseSchema,
  timerCancelledResponseSchema,
} from '@teamboard/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authorizeTask } from '../boards/board.policy';
import { timerTooShort } from './time-errors';
import { initiatorOf } from '../auth/request-initiator';
import { activeTimerOf, cancelTimer, startTimer, stopTimer } from './timers.service';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';

const taskParams = z.object({ id: z.uuid('Task not found') });

/** A user's timer: one at a time, on any task they may work on. */
export const timersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['time'];
  app.addHook('preHandler', app.authenticate);

  /** Timers are work on the task: the same gate as updating it. */
  const workOn = (request: FastifyRequest, taskId: string) =>
    authorizeTask(ctx.db, sessionOf(request), taskId, 'board.work');

  // Three segments: never taken for GET /tasks/:id (and Fastify prefers static segments anyway).
  app.get(
    '/tasks/timers/active',
    { schema: { tags, response: { 200: activeTimerResponseSchema } } },
    async (request) => ({
      timer: await activeTimerOf(ctx, (await signedInUser(ctx.db, request)).id),
    }),
  );

  app.post(
    '/tasks/:id/timer/start',
    {
      preHandler: app.limitBoardWrites,
      schema: { tags, params: taskParams, response: { 200: startTimerResponseSchema } },
    },
    async (request) => {
      const { task, access } = await workOn(request, request.params.id);
      return startTimer(ctx, access, task, initiatorOf(request));
    },
  );

  app.post(
    '/tasks/:id/timer/stop',
    {
      config: { archivedBoard: 'open' },
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: taskParams,
        // The spec sends {description}; a bare POST (no body) stops without one.
        body: stopTimerInputSchema.nullish(),
        response: { 200: timeEntryResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = await workOn(request, request.params.id);
      const stopped = await stopTimer(ctx, access, task, request.body ?? {}, initiatorOf(request));
      // Under a minute the timer is gone (committed, announced) and the stop still fails.
      if (!stopped) throw timerTooShort();
      return stopped;
    },
  );

  app.post(
    '/tasks/:id/timer/cancel',
    {
      config: { archivedBoard: 'open' },
      preHandler: app.limitBoardWrites,
      schema: { tags, params: taskParams, response: { 200: timerCancelledResponseSchema } },
    },
    async (request) => {
      const { task, access } = await workOn(request, request.params.id);
      return cancelTimer(ctx, access, task, initiatorOf(request));
    },
  );
};
