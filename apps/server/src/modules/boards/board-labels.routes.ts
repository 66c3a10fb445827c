import {
  boardLabelInputSchema,
  boardLabelResponseSchema,
  labelUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { changeBoardLabel, createBoardLabel, removeBoardLabel } from './board-labels.service';
import { boardGate } from './board.policy';
import { gated } from '../../http/gate';

const labelParams = boardParams.extend({ labelId: z.uuid('Label not found') });

/** /api/boards/{id}/labels: labels of one board; anyone who works on the board may edit them. */
export const boardLabelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/boards/:id/labels',
    {
      config: { gate: boardGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createBoardLabel',
        summary: 'Create a board label',
        tags,
        params: boardParams,
        body: boardLabelInputSchema,
        response: { 201: boardLabelResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      return reply.status(201).send({ label: await createBoardLabel(ctx, access, request.body) });
    },
  );

  app.put(
    '/boards/:id/labels/:labelId',
    {
      config: { gate: boardGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateBoardLabel',
        summary: 'Update a board label',
        tags,
        params: labelParams,
        body: labelUpdateSchema,
        response: { 200: boardLabelResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      const { labelId } = request.params;
      return { label: await changeBoardLabel(ctx, access, labelId, request.body) };
    },
  );

  app.delete(
    '/boards/:id/labels/:labelId',
    {
      config: { gate: boardGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteBoardLabel',
        summary: 'Delete a board label',
        tags,
        params: labelParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      await removeBoardLabel(ctx, access, request.params.labelId);
      return { message: 'Label deleted' };
    },
  );
};
