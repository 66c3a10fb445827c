import {
  columnOrderInputSchema,
  columnResponseSchema,
  columnsResponseSchema,
  createColumnInputSchema,
  deleteColumnQuerySchema,
  messageResponseSchema,
  updateColumnInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authorizeBoard } from '../boards/board.policy';
import { initiatorOf } from '../auth/request-initiator';
import { authorizeColumn } from '../boards/column.policy';
import { boardParams } from '../boards/board-params';
import {
  createColumn,
  deleteColumn,
  listColumns,
  reorderColumns,
  updateColumn,
} from './columns.service';
import { sessionOf } from '../../http/caller';

const idParams = z.object({ id: z.uuid('Column not found') });

/**
 * Columns of a board: added and renamed by those who work on it, marked done or not and deleted
 * by its managers.
 */
export const columnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['columns'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/columns',
    { schema: { tags, params: boardParams, response: { 200: columnsResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { columns: await listColumns(ctx.db, access.board.id) };
    },
  );

  app.post(
    '/columns',
    {
      preHandler: app.limitBoardWrites,
      schema: { tags, body: createColumnInputSchema, response: { 201: columnResponseSchema } },
    },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.work',
      );
      const column = await createColumn(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send({ column });
    },
  );

  app.put(
    '/columns/order',
    {
      preHandler: app.limitBoardWrites,
      schema: { tags, body: columnOrderInputSchema, response: { 200: columnsResponseSchema } },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.work',
      );
      const order = request.body.columnOrder;
      return { columns: await reorderColumns(ctx, access, order, initiatorOf(request)) };
    },
  );

  app.put(
    '/columns/:id',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: idParams,
        body: updateColumnInputSchema,
        response: { 200: columnResponseSchema },
      },
    },
    async (request) => {
      // Whether a column is done changes every report of the board: its managers decide it.
      const action = request.body.isDone === undefined ? 'board.work' : 'board.manage';
      const { column } = await authorizeColumn(
        ctx.db,
        sessionOf(request),
        request.params.id,
        action,
      );
      return { column: await updateColumn(ctx, column, request.body, initiatorOf(request)) };
    },
  );

  app.delete(
    '/columns/:id',
    {
      preHandler: app.limitBoardWrites,
      schema: {
        tags,
        params: idParams,
        querystring: deleteColumnQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { column } = await authorizeColumn(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      await deleteColumn(ctx, column, request.query.moveTasksTo, initiatorOf(request));
      return { message: 'Column deleted' };
    },
  );
};
