import {
  columnOrderInputSchema,
  columnResponseSchema,
  columnsResponseSchema,
  createColumnInputSchema,
  deleteColumnQuerySchema,
  messageResponseSchema,
  type Rebalance,
  resolvePosition,
  updateColumnInputSchema,
} from '@teamboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { columns, tasks } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { authenticate, requireUser } from '../../http/authenticate';
import { authorizeBoard } from '../boards/board.policy';
import { authorizeColumn } from './column.policy';
import { listColumns, presentColumn } from '../boards/board.presenter';
import { announce } from '../realtime/board-events';
import { lockColumn, renumberColumn } from '../tasks/task-position';

const idParams = z.object({ id: z.uuid('Column not found') });
const columnNotFound = () => notFound('Column not found');

/** Columns of a board: added and renamed by those who work on it, deleted by its managers. */
export const columnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['columns'];
  app.addHook('preHandler', authenticate(ctx));

  app.post(
    '/columns',
    { schema: { tags, body: createColumnInputSchema, response: { 201: columnResponseSchema } } },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        requireUser(request),
        request.body.boardId,
        'board.work',
      );
      const existing = await ctx.db
        .select({ position: columns.position })
        .from(columns)
        .where(eq(columns.boardId, access.board.id))
        .orderBy(asc(columns.position));
      const bounds = {
        first: existing.at(0)?.position ?? null,
        last: existing.at(-1)?.position ?? null,
      };
      const position = resolvePosition(bounds, request.body.position ?? 'bottom');
      const [row] = await ctx.db
        .insert(columns)
        .values({
          boardId: access.board.id,
          title: request.body.fields.title,
          color: request.body.fields.color ?? null,
          position,
        })
        .returning();
      if (!row) throw columnNotFound();
      const column = presentColumn(row);
      announce(ctx.boardEvents, request, access.board.id, 'COLUMN_CREATED', { column });
      return reply.status(201).send({ column });
    },
  );

  app.put(
    '/columns/order',
    { schema: { tags, body: columnOrderInputSchema, response: { 200: columnsResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        requireUser(request),
        request.body.boardId,
        'board.work',
      );
      const current = await ctx.db
        .select({ id: columns.id })
        .from(columns)
        .where(eq(columns.boardId, access.board.id));
      const wanted = request.body.columnOrder;
      const sameSet =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        current.every((row) => wanted.includes(row.id));
      if (!sameSet)
        throw badRequest('columnOrder must list every column of the board exactly once');
      // clock_timestamp() after each row's lock: a column's updatedAt grows in commit order, so
      // realtime clients keep the newer copy when two changes' events cross.
      await ctx.db.transaction(async (tx) => {
        for (const [index, id] of wanted.entries()) {
          await tx
            .update(columns)
            .set({ position: (index + 1) * 1024, updatedAt: sql`clock_timestamp()` })
            .where(eq(columns.id, id));
        }
      });
      const ordered = await listColumns(ctx.db, access.board.id);
      announce(ctx.boardEvents, request, access.board.id, 'COLUMNS_REORDERED', {
        columns: ordered,
      });
      return { columns: ordered };
    },
  );

  app.put(
    '/columns/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateColumnInputSchema,
        response: { 200: columnResponseSchema },
      },
    },
    async (request) => {
      const { column } = await authorizeColumn(
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.work',
      );
      const [row] = await ctx.db
        .update(columns)
        .set({ ...request.body, updatedAt: sql`clock_timestamp()` })
        .where(eq(columns.id, column.id))
        .returning();
      if (!row) throw columnNotFound();
      const updated = presentColumn(row);
      announce(ctx.boardEvents, request, column.boardId, 'COLUMN_UPDATED', { column: updated });
      return { column: updated };
    },
  );

  app.delete(
    '/columns/:id',
    {
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
        requireUser(request),
        request.params.id,
        'board.manage',
      );
      const target = request.query.moveTasksTo;
      const rebalanced = await ctx.db.transaction(async (tx) => {
        const [held] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(tasks)
          .where(eq(tasks.columnId, column.id));
        let renumbered: Rebalance | null = null;
        if ((held?.count ?? 0) > 0) {
          if (!target)
            throw conflict('This column has tasks. Choose a column to move them to (moveTasksTo).');
          if (target === column.id) throw badRequest('Move the tasks to another column');
          const [destination] = await tx
            .select({ id: columns.id })
            .from(columns)
            .where(and(eq(columns.id, target), eq(columns.boardId, column.boardId)))
            .for('update');
          if (!destination) throw badRequest('moveTasksTo must be another column of this board');
          await lockColumn(tx, column.boardId, column.id);
          // Moved tasks go below the destination's own, in their old order.
          await tx
            .update(tasks)
            .set({
              columnId: target,
              position: sql`${tasks.position} + coalesce((select max(position) from tasks where column_id = ${target}), 0) + 1024`,
            })
            .where(eq(tasks.columnId, column.id));
          renumbered = await renumberColumn(tx, target);
        }
        await tx.delete(columns).where(eq(columns.id, column.id));
        return renumbered;
      });
      announce(ctx.boardEvents, request, column.boardId, 'COLUMN_DELETED', {
        columnId: column.id,
        moveTasksTo: rebalanced ? (target ?? null) : null,
        rebalanced,
      });
      return { message: 'Column deleted' };
    },
  );
};
