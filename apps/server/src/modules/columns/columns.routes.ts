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
import { boardGate } from '../boards/board.policy';
import { initiatorOf } from '../auth/request-initiator';
import { columnGate } from '../boards/column.policy';
import { boardParams } from '../boards/board-params';
import {
  createColumn,
  deleteColumn,
  listColumns,
  reorderColumns,
  updateColumn,
} from './columns.service';
import { fieldOf, fromBody, gated } from '../../http/gate';

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
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'listBoardColumns',
        summary: "List a board's columns",
        tags,
        params: boardParams,
        response: { 200: columnsResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { columns: await listColumns(ctx.db, access.board.id) };
    },
  );

  app.post(
    '/columns',
    {
      config: { gate: boardGate('board.work', fromBody('boardId')) },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createColumn',
        summary: 'Create a column',
        tags,
        body: createColumnInputSchema,
        response: { 201: columnResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      const column = await createColumn(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send({ column });
    },
  );

  app.put(
    '/columns/order',
    {
      config: { gate: boardGate('board.work', fromBody('boardId')) },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'reorderColumns',
        summary: "Reorder a board's columns",
        tags,
        body: columnOrderInputSchema,
        response: { 200: columnsResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      const order = request.body.columnOrder;
      return { columns: await reorderColumns(ctx, access, order, initiatorOf(request)) };
    },
  );

  app.put(
    '/columns/:id',
    {
      // Whether a column is done changes every report of the board: its managers decide it.
      config: {
        gate: columnGate((_claims, request) =>
          fieldOf(request.body, 'isDone') === undefined ? 'board.work' : 'board.manage',
        ),
      },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateColumn',
        summary: 'Update a column',
        tags,
        params: idParams,
        body: updateColumnInputSchema,
        response: { 200: columnResponseSchema },
      },
    },
    async (request) => {
      const { column } = gated(request, columnGate);
      return { column: await updateColumn(ctx, column, request.body, initiatorOf(request)) };
    },
  );

  app.delete(
    '/columns/:id',
    {
      config: { gate: columnGate('board.manage') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteColumn',
        summary: 'Delete a column',
        tags,
        params: idParams,
        querystring: deleteColumnQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { column } = gated(request, columnGate);
      await deleteColumn(ctx, column, request.query.moveTasksTo, initiatorOf(request));
      return { message: 'Column deleted' };
    },
  );
};
