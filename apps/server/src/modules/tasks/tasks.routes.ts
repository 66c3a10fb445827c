import {
  createTaskInputSchema,
  messageResponseSchema,
  moveTaskInputSchema,
  moveTaskResponseSchema,
  rebalanceSchema,
  taskResponseSchema,
  tasksResponseSchema,
  updateTaskInputSchema,
  type BoardAction,
} from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { tasks, type UserRow } from '../../db/schema/index';
import { authenticate, requireUser } from '../../http/authenticate';
import { authorizeBoard } from '../boards/board.policy';
import { authorizeColumn } from '../columns/column.policy';
import { rebalanceColumn } from './task-position';
import { presentTask, presentTasks, tasksOfBoard } from './task.presenter';
import { createTask, findTask, moveTask, taskNotFound, updateTask } from './tasks.service';

const idParams = z.object({ id: z.uuid('Task not found') });

/** Tasks: read with the board, written by anyone who works on it. */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['tasks'];
  app.addHook('preHandler', authenticate(ctx));

  /** A task the user may act on; someone who cannot see its board learns nothing (404). */
  const authorizeTask = async (user: UserRow, taskId: string, action: BoardAction) => {
    const task = await findTask(ctx.db, taskId);
    if (!task) throw taskNotFound();
    const access = await authorizeBoard(ctx.db, user, task.boardId, action, 'Task not found');
    return { task, access };
  };

  app.get(
    '/boards/:id/tasks',
    {
      // A board can hold thousands of tasks: the presenter is already an allow-list, so the
      // response is written as plain JSON rather than re-validated by zod.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        params: z.object({ id: z.uuid('Board not found') }),
        response: { 200: tasksResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.view',
      );
      return {
        tasks: await presentTasks(
          ctx.db,
          access.board,
          await tasksOfBoard(ctx.db, access.board.id),
        ),
      };
    },
  );

  app.get(
    '/tasks/:id',
    { schema: { tags, params: idParams, response: { 200: taskResponseSchema } } },
    async (request) => {
      const { task, access } = await authorizeTask(
        requireUser(request),
        request.params.id,
        'board.view',
      );
      return { task: await presentTask(ctx.db, access.board, task) };
    },
  );

  app.post(
    '/tasks',
    { schema: { tags, body: createTaskInputSchema, response: { 201: moveTaskResponseSchema } } },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        requireUser(request),
        request.body.boardId,
        'board.work',
      );
      const created = await createTask(ctx, access, request.body);
      return reply.status(201).send({
        task: await presentTask(ctx.db, access.board, created.task),
        rebalanced: created.rebalanced,
      });
    },
  );

  app.post(
    '/tasks/move',
    { schema: { tags, body: moveTaskInputSchema, response: { 200: moveTaskResponseSchema } } },
    async (request) => {
      const { task, access } = await authorizeTask(
        requireUser(request),
        request.body.taskId,
        'board.work',
      );
      const moved = await moveTask(ctx, access, task, request.body.columnId, request.body.position);
      return {
        task: await presentTask(ctx.db, access.board, moved.task),
        rebalanced: moved.rebalanced,
      };
    },
  );

  // The spec names this call GET although it renumbers: kept for client compatibility.
  app.get(
    '/tasks/rebalance/:columnId',
    {
      schema: {
        tags,
        params: z.object({ columnId: z.uuid('Column not found') }),
        response: { 200: z.object({ rebalanced: rebalanceSchema }) },
      },
    },
    async (request) => {
      const { column } = await authorizeColumn(
        ctx.db,
        requireUser(request),
        request.params.columnId,
        'board.work',
      );
      return { rebalanced: await ctx.db.transaction((tx) => rebalanceColumn(tx, column.id)) };
    },
  );

  app.put(
    '/tasks/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateTaskInputSchema,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => {
      const { task, access } = await authorizeTask(
        requireUser(request),
        request.params.id,
        'board.work',
      );
      return {
        task: await presentTask(
          ctx.db,
          access.board,
          await updateTask(ctx, access, task, request.body),
        ),
      };
    },
  );

  app.delete(
    '/tasks/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { task } = await authorizeTask(requireUser(request), request.params.id, 'board.work');
      await ctx.db.delete(tasks).where(eq(tasks.id, task.id));
      return { message: 'Task deleted' };
    },
  );
};
