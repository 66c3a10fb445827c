import {
  createTaskInputSchema,
  messageResponseSchema,
  moveTaskInputSchema,
  moveTaskResponseSchema,
  rebalanceSchema,
  taskResponseSchema,
  tasksResponseSchema,
  updateTaskInputSchema,
  type PlacedTask,
  type TasksResponse,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, sessionOf } from '../../http/authenticate';
import { authorizeBoard, authorizeTask } from '../boards/board.policy';
import { authorizeColumn } from '../columns/column.policy';
import { initiatorOf } from '../../http/initiator';
import { moveTask } from './task-move';
import { BoardTasksCache } from './board-tasks-cache';
import { boardTasksJson, presentTask } from './task-json';
import { createTask, deleteTask, rebalanceColumn, updateTask } from './tasks.service';

const idParams = z.object({ id: z.uuid('Task not found') });
/** Room for the task lists of about twenty boards of 5,000 tasks. */
const BOARD_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Tasks: read with the board, written by anyone who works on it, within their user's budget of
 * board writes.
 */
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
        sessionOf(request),
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
    {
      schema: { tags, params: idParams, response: { 200: taskResponseSchema } },
    },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { task: await presentTask(ctx.db, task.id) };
    },
  );

  app.post(
    '/tasks',
    {
      schema: { tags, body: createTaskInputSchema, response: { 201: moveTaskResponseSchema } },
      preHandler: app.limitBoardWrites,
    },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.work',
      );
      const created = await createTask(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/tasks/move',
    {
      schema: { tags, body: moveTaskInputSchema, response: { 200: moveTaskResponseSchema } },
      preHandler: app.limitBoardWrites,
    },
    async (request, reply) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.body.taskId,
        'board.work',
      );
      const { columnId, position } = request.body;
      const json = await moveTask(ctx, access, task, { columnId, position }, initiatorOf(request));
      return reply.type('application/json').send(json as unknown as PlacedTask);
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
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { column, access } = await authorizeColumn(
        ctx.db,
        sessionOf(request),
        request.params.columnId,
        'board.work',
      );
      return { rebalanced: await rebalanceColumn(ctx, access, column.id, initiatorOf(request)) };
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
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { task, access } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      return { task: await updateTask(ctx, access, task, request.body, initiatorOf(request)) };
    },
  );

  app.delete(
    '/tasks/:id',
    {
      schema: { tags, params: idParams, response: { 200: messageResponseSchema } },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { task } = await authorizeTask(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.work',
      );
      await deleteTask(ctx, task, initiatorOf(request));
      return { message: 'Task deleted' };
    },
  );
};
