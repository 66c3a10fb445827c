import {
  activeTimerResponseSchema,
  startTimerResponseSchema,
  stopTimerInputSchema,
  timeEntryResponseSchema,
  timerCancelledResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { taskGate } from '../boards/board.policy';
import { timerTooShort } from './time-errors';
import { initiatorOf } from '../auth/request-initiator';
import { activeTimerOf, cancelTimer, startTimer, stopTimer } from './timers.service';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';

const taskParams = z.object({ id: z.uuid('Task not found') });

/** A user's timer: one at a time, on any task they may work on. */
export const timersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['time'];
  app.addHook('preHandler', app.authenticate);

  // Three segments: never taken for GET /tasks/:id (and Fastify prefers static segments anyway).
  app.get(
    '/tasks/timers/active',
    {
      schema: {
        operationId: 'getActiveTimer',
        summary: 'Get your running timer',
        tags,
        response: { 200: activeTimerResponseSchema },
      },
    },
    async (request) => ({
      timer: await activeTimerOf(ctx, (await signedInUser(ctx.db, request)).id),
    }),
  );

  app.post(
    '/tasks/:id/timer/start',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'startTimer',
        summary: 'Start a timer on a task',
        tags,
        params: taskParams,
        response: { 200: startTimerResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      return startTimer(ctx, access, task, initiatorOf(request));
    },
  );

  app.post(
    '/tasks/:id/timer/stop',
    {
      config: { gate: taskGate('board.work'), archivedBoard: 'open' },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'stopTimer',
        summary: 'Stop your timer and record the time',
        tags,
        params: taskParams,
        // The spec sends {description}; a bare POST (no body) stops without one.
        body: stopTimerInputSchema.nullish(),
        response: { 200: timeEntryResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      const stopped = await stopTimer(ctx, access, task, request.body ?? {}, initiatorOf(request));
      // Under a minute the timer is gone (committed, announced) and the stop still fails.
      if (!stopped) throw timerTooShort();
      return stopped;
    },
  );

  app.post(
    '/tasks/:id/timer/cancel',
    {
      config: { gate: taskGate('board.work'), archivedBoard: 'open' },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'cancelTimer',
        summary: 'Stop your timer without recording',
        tags,
        params: taskParams,
        response: { 200: timerCancelledResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      return cancelTimer(ctx, access, task, initiatorOf(request));
    },
  );
};
