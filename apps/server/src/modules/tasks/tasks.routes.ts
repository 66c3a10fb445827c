import {
  createTaskInputSchema,
  messageResponseSchema,
  moveTaskInputSchema,
  moveTaskResponseSchema,
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
    const access = await authorizeBoard(ctx.db, user, task.boardId, action).catch(
      (error: unknown) => {
        throw (error as { statusCode?: number }).statusCode === 404 ? taskNotFound() : error;
      },
    );
    return { task, access };
  };

  app.get(
    '/boards/:id/tasks',
    {
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
