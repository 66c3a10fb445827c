import {
  boardLabelInputSchema,
  boardLabelResponseSchema,
  labelUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boardLabels } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { authenticate, sessionOf } from '../../http/authenticate';
import { presentLabel } from '../workspaces/workspace.presenter';
import { authorizeBoard } from './board.policy';

const boardParams = z.object({ id: z.uuid('Board not found') });
const labelParams = boardParams.extend({ labelId: z.uuid('Label not found') });
const labelNotFound = () => notFound('Label not found');

/** /api/boards/{id}/labels: labels of one board; anyone who works on the board may edit them. */
export const boardLabelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', authenticate(ctx));
  const ofBoard = (boardId: string, labelId: string) =>
    and(eq(boardLabels.id, labelId), eq(boardLabels.boardId, boardId));

  app.post(
    '/boards/:id/labels',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: boardParams,
        body: boardLabelInputSchema,
        response: { 201: boardLabelResponseSchema },
      },
    },
    async (request, reply) => {
      const { board } = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const [row] = await ctx.db
        .insert(boardLabels)
        .values({ boardId: board.id, ...request.body })
        .returning();
      if (!row) throw labelNotFound();
      return reply.status(201).send({ label: presentLabel(row) });
    },
  );

  app.put(
    '/boards/:id/labels/:labelId',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: labelParams,
        body: labelUpdateSchema,
        response: { 200: boardLabelResponseSchema },
      },
    },
    async (request) => {
      const { board } = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const [row] = await ctx.db
        .update(boardLabels)
        .set(request.body)
        .where(ofBoard(board.id, request.params.labelId))
        .returning();
      if (!row) throw labelNotFound();
      return { label: presentLabel(row) };
    },
  );

  app.delete(
    '/boards/:id/labels/:labelId',
    {
      preHandler: app.limitBoardWrites,
      schema: { tags, params: labelParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { board } = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      const rows = await ctx.db
        .delete(boardLabels)
        .where(ofBoard(board.id, request.params.labelId))
        .returning({ id: boardLabels.id });
      if (rows.length === 0) throw labelNotFound();
      return { message: 'Label deleted' };
    },
  );
};
