import {
  createTimeEntryInputSchema,
  timeEntryDeletedResponseSchema,
  timeEntryResponseSchema,
  updateTimeEntryInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { taskGate } from '../boards/board.policy';
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from './time-entries.service';
import { initiatorOf } from '../auth/request-initiator';
import { gated } from '../../http/gate';

const taskParams = z.object({ id: z.uuid('Task not found') });
const entryParams = taskParams.extend({ entryId: z.uuid('Time entry not found') });

/** Time logged by hand: anyone who works on the task logs; the author or a board admin edits. */
export const timeEntriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['time'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/tasks/:id/time',
    {
      config: { gate: taskGate('board.work'), idempotent: true },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createTimeEntry',
        summary: 'Record time on a task',
        tags,
        params: taskParams,
        body: createTimeEntryInputSchema,
        response: { 201: timeEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const { task, access } = gated(request, taskGate);
      const created = await createTimeEntry(ctx, access, task, request.body, initiatorOf(request));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/tasks/:id/time/:entryId',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateTimeEntry',
        summary: 'Update a time entry',
        tags,
        params: entryParams,
        body: updateTimeEntryInputSchema,
        response: { 200: timeEntryResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      return updateTimeEntry(
        ctx,
        access,
        task,
        request.params.entryId,
        request.body,
        initiatorOf(request),
      );
    },
  );

  app.delete(
    '/tasks/:id/time/:entryId',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteTimeEntry',
        summary: 'Delete a time entry',
        tags,
        params: entryParams,
        response: { 200: timeEntryDeletedResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      return deleteTimeEntry(ctx, access, task, request.params.entryId, initiatorOf(request));
    },
  );
};
