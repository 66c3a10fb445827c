import {
  createTaskInputSchema,
  messageResponseSchema,
  moveTaskInputSchema,
  moveTaskResponseSchema,
  rebalanceSchema,
  taskResponseSchema,
  tasksResponseSchema,
  updateTaskInputSchema,
  type Task,
  type TasksResponse,
} from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { tasks } from '../../db/schema/index';
import { authenticate, requireUser } from '../../http/authenticate';
import { authorizeBoard, authorizeTask } from '../boards/board.policy';
import { authorizeColumn } from '../columns/column.policy';
import { announce } from '../realtime/board-events';
import { taskNotFound } from './task-errors';
import { moveTask } from './task-move';
import { lockColumn, renumberColumn } from './task-position';
import { BoardTasksCache } from './board-tasks-cache';
import { boardTasksJson, taskJson } from './task-json';
import { createTask, updateTask } from './tasks.service';

const idParams = z.object({ id: z.uuid('Task not found') });
/** Room for the task lists of about twenty boards of 5,000 tasks. */
const BOARD_CACHE_BYTES = 64 * 1024 * 1024;

/** Tasks: read with the board, written by anyone who works on it. */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['tasks'];
  app.addHook('preHandler', authenticate(ctx));
  const boardCache = new BoardTasksCache(BOARD_CACHE_BYTES);

  /** A board's task list: from the cache while its version holds, else built by PostgreSQL. */
  const boardTasks = async (boardId: string, version: number): Promise<string> => {
    const cached = boardCache.get(boardId, version);
    if (cached !== undefined) return cached;
    const fresh = await boardTasksJson(ctx.db, boardId);
    boardCache.set(boardId, fresh.version, fresh.json);
    return fresh.json;
  };

  const present = async (taskId: string): Promise<Task> => {
    const task = await taskJson(ctx.db, taskId);
    if (!task) throw taskNotFound();
    return task;
  };

  app.get(
    '/boards/:id/tasks',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('Board not found') }),
        response: {
          200: tasksResponseSchema,
          304: z.undefined().describe('Unchanged since the ETag sent in If-None-Match'),
        },
      },
    },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.view',
      );
      // The list is unchanged while the board's tasks version is: the browser may keep its copy.
      const etag = `"${access.board.id}.${String(access.board.tasksVersion)}"`;
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const json = await boardTasks(access.board.id, access.board.tasksVersion);
      // Already JSON (written by PostgreSQL): Fastify sends a string with a JSON type as it is.
      return reply.type('application/json').send(json as unknown as TasksResponse);
    },
  );

  app.get(
    '/tasks/:id',
    { schema: { tags, params: idParams, response: { 200: taskResponseSchema } } },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.view',
      );
      return { task: await present(task.id) };
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
      const answer = { task: await present(created.taskId), rebalanced: created.rebalanced };
      announce(ctx.boardEvents, request, access.board.id, 'TASK_CREATED', answer);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/tasks/move',
    { schema: { tags, body: moveTaskInputSchema, response: { 200: moveTaskResponseSchema } } },
    async (request) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        requireUser(request),
        request.body.taskId,
        'board.work',
      );
      const moved = await moveTask(ctx, access, task, request.body.columnId, request.body.position);
      announce(ctx.boardEvents, request, access.board.id, 'TASK_MOVED', moved);
      return moved;
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
      const { column, access } = await authorizeColumn(
        ctx.db,
        requireUser(request),
        request.params.columnId,
        'board.work',
      );
      const rebalanced = await ctx.db.transaction(async (tx) => {
        await lockColumn(tx, access.board.id, column.id);
        return renumberColumn(tx, column.id);
      });
      announce(ctx.boardEvents, request, access.board.id, 'COLUMN_REBALANCED', { rebalanced });
      return { rebalanced };
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
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.work',
      );
      await updateTask(ctx, access, task, request.body);
      const updated = await present(task.id);
      announce(ctx.boardEvents, request, access.board.id, 'TASK_UPDATED', { task: updated });
      return { task: updated };
    },
  );

  app.delete(
    '/tasks/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        requireUser(request),
        request.params.id,
        'board.work',
      );
      await ctx.db.delete(tasks).where(eq(tasks.id, task.id));
      announce(ctx.boardEvents, request, task.boardId, 'TASK_DELETED', { taskId: task.id });
      return { message: 'Task deleted' };
    },
  );
};
