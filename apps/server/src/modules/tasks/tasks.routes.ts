import {
  createTaskInputSchema,
  messageResponseSchema,
  moveTaskInputSchema,
  moveTaskResponseSchema,
  rebalanceSchema,
  boardTaskSearchQuerySchema,
  boardTaskSearchResponseSchema,
  boardTasksHeadQuerySchema,
  boardTasksHeadResponseSchema,
  boardTasksQuerySchema,
  boardTasksResponseSchema,
  taskResponseSchema,
  updateTaskInputSchema,
} from '@teamboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardParams } from '../boards/board-params';
import type { AppContext } from '../../context';
import { initiatorOf } from '../auth/request-initiator';
import { sendPrebuiltJson } from '../../http/prebuilt-json';
import { boardGate, taskGate } from '../boards/board.policy';
import { columnGate } from '../boards/column.policy';
import { boardTasksDueJson } from './board-due-range.json.repo';
import { boardHeadJson } from './board-head.json.repo';
import { BoardTasksCache } from './board-tasks-cache';
import {
  boardTaskChangesJson,
  readBoardList,
  searchBoardDescriptions,
} from './board-tasks.service';
import { stampBoardList } from './task.json.repo';
import { moveTask } from './task-move.service';
import {
  createTask,
  deleteTask,
  rebalanceColumn,
  showTask,
  showTaskByKey,
  updateTask,
} from './tasks.service';
import { sessionOf } from '../../http/caller';
import { fromBody, fromParams, gated } from '../../http/gate';
import { createTaskExample, exampleTask, movedTaskExample, moveTaskExample } from './task.examples';

const idParams = z.object({ id: z.uuid('Task not found') });
const taskKeyParams = boardParams.extend({ key: z.string().max(200) });
/** JSON text written for one answer: compressed on the way out by @fastify/compress, not kept. */
const sendOnce = (reply: FastifyReply, json: string) => reply.type('application/json').send(json);
/** Room for the task lists of about ten boards of 5,000 tasks (each card held once, joined once). */
const BOARD_CACHE_CHARS = 48 * 1024 * 1024;

/**
 * Tasks: read with the board, written by anyone who works on it, within their user's budget of
 * board writes.
 */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['tasks'];
  app.addHook('preHandler', app.authenticate);
  const boardCache = new BoardTasksCache(BOARD_CACHE_CHARS);
  /** The board the list routes' gate opened; a browser must ask again before reusing a list. */
  const listReader = (request: FastifyRequest, reply: FastifyReply) => {
    const access = gated(request, boardGate);
    void reply.header('cache-control', 'private, no-cache');
    return access;
  };

  app.get(
    '/boards/:id/tasks',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'listBoardTasks',
        summary: "List a board's tasks",
        description:
          'The whole list, with an `ETag`: sent back in `If-None-Match`, it answers 304 when nothing changed. With `since` (a `version` held), only the tasks changed since and the ids removed (`complete: false`), or the whole list when that version is too old. With `dueFrom` and `dueTo`, only the tasks due in that range, without ETag.',
        tags,
        params: boardParams,
        querystring: boardTasksQuerySchema,
        response: {
          200: boardTasksResponseSchema,
          304: z.undefined().describe('Unchanged since the ETag sent in If-None-Match'),
        },
      },
    },
    async (request, reply) => {
      const access = listReader(request, reply);
      const { since, dueFrom, dueTo } = request.query;
      if (dueFrom && dueTo) {
        // Read afresh each time, with no ETag, and compressed on the way out (not kept beside
        // the whole lists' compressed copies): the whole list's caches are left alone.
        const json = await boardTasksDueJson(ctx.db, access.board.id, { dueFrom, dueTo });
        return sendOnce(reply, json);
      }
      if (since !== undefined) {
        const changes = await boardTaskChangesJson(ctx.db, boardCache, access.board, since);
        return sendPrebuiltJson(reply, changes);
      }
      const held = request.headers['if-none-match'];
      const list = await readBoardList(ctx.db, boardCache, access.board, held);
      if (list.etag) void reply.header('etag', list.etag);
      if (list.json === undefined) return reply.status(304).send();
      return sendPrebuiltJson(reply, list.json);
    },
  );

  app.get(
    '/boards/:id/tasks/head',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'listBoardTasksHead',
        summary: 'List the first tasks of each column',
        description:
          'The first tasks of every column (`perColumn`), at the version the whole list will have: what a board shows first while the rest loads.',
        tags,
        params: boardParams,
        querystring: boardTasksHeadQuerySchema,
        response: { 200: boardTasksHeadResponseSchema },
      },
    },
    async (request, reply) => {
      const access = listReader(request, reply);
      // At the version the whole list will have: pending changes stamped first.
      await stampBoardList(ctx.db, access.board.id);
      const json = await boardHeadJson(ctx.db, access.board.id, request.query.perColumn);
      return sendPrebuiltJson(reply, json);
    },
  );

  app.get(
    '/boards/:id/tasks/search',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'searchBoardTasks',
        summary: "Search a board's task descriptions",
        tags,
        params: boardParams,
        querystring: boardTaskSearchQuerySchema,
        response: { 200: boardTaskSearchResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return searchBoardDescriptions(ctx.db, access.board, request.query.q);
    },
  );

  app.get(
    '/tasks/:id',
    {
      config: { gate: taskGate('board.view') },
      schema: {
        operationId: 'getTask',
        summary: 'Get a task',
        description:
          'The whole task: its description and recorded time entries as well as what its card shows.',
        examples: { response: { task: exampleTask } },
        tags,
        params: idParams,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => {
      const { task } = gated(request, taskGate);
      return { task: await showTask(ctx, task) };
    },
  );

  // A task link's key (`?task=WEB-8`), looked up within the board the link is on.
  app.get(
    '/boards/:id/tasks/by-key/:key',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'getTaskByKey',
        summary: 'Get a task by its key',
        tags,
        params: taskKeyParams,
        response: { 200: taskResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { task: await showTaskByKey(ctx, access, request.params.key) };
    },
  );

  app.post(
    '/tasks',
    {
      config: { gate: boardGate('board.work', fromBody('boardId')), idempotent: true },
      schema: {
        operationId: 'createTask',
        summary: 'Create a task',
        description:
          'Creates a task in a column (at the bottom unless `position` says otherwise). 409 `BOARD_FULL` when the board holds as many tasks as it may.',
        examples: { request: createTaskExample, response: { task: exampleTask, rebalanced: null } },
        tags,
        body: createTaskInputSchema,
        response: { 201: moveTaskResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      const created = await createTask(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/tasks/move',
    {
      schema: {
        operationId: 'moveTask',
        summary: 'Move a task',
        description:
          "Moves a task within its board: `position` is `top`, `bottom`, or a number between its new neighbours' positions. When positions run too close, the column is renumbered and `rebalanced` lists the new positions. The board's rules (404, 403, 409 for an archived board) are checked in the move itself.",
        errors: [404, 409],
        examples: { request: moveTaskExample, response: movedTaskExample },
        tags,
        body: moveTaskInputSchema,
        response: { 200: moveTaskResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request, reply) => {
      // The gate (authorizeTask's) is decided inside the move's own statement.
      const { taskId, columnId, position } = request.body;
      const target = { columnId, position };
      const json = await moveTask(ctx, sessionOf(request), taskId, target, initiatorOf(request));
      return sendPrebuiltJson(reply, json);
    },
  );

  // The spec names this call GET, but it renumbers and broadcasts: a write is never served on
  // GET (nor on the HEAD every GET route answers), so a read-only key cannot make it.
  app.post(
    '/tasks/rebalance/:columnId',
    {
      config: { gate: columnGate('board.work', fromParams('columnId')) },
      schema: {
        operationId: 'rebalanceColumn',
        summary: "Renumber a column's task positions",
        description:
          "Renumbers a column's task positions evenly and tells the board's members. A POST, as it writes: a read-only API key cannot call it.",
        tags,
        params: z.object({ columnId: z.uuid('Column not found') }),
        response: { 200: z.object({ rebalanced: rebalanceSchema }) },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { column, access } = gated(request, columnGate);
      return { rebalanced: await rebalanceColumn(ctx, access, column.id, initiatorOf(request)) };
    },
  );

  app.put(
    '/tasks/:id',
    {
      config: { gate: taskGate('board.work') },
      schema: {
        operationId: 'updateTask',
        summary: 'Update a task',
        tags,
        params: idParams,
        body: updateTaskInputSchema,
        response: { 200: taskResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { task, access } = gated(request, taskGate);
      return { task: await updateTask(ctx, access, task, request.body, initiatorOf(request)) };
    },
  );

  app.delete(
    '/tasks/:id',
    {
      config: { gate: taskGate('board.work') },
      schema: {
        operationId: 'deleteTask',
        summary: 'Delete a task',
        tags,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { task } = gated(request, taskGate);
      await deleteTask(ctx, task, initiatorOf(request));
      return { message: 'Task deleted' };
    },
  );
};
