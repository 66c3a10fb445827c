import {
  boardListQuerySchema,
  boardResponseSchema,
  boardsResponseSchema,
  createBoardInputSchema,
  favoriteResponseSchema,
  joinBoardInputSchema,
  messageResponseSchema,
  moveBoardInputSchema,
  reorderBoardsInputSchema,
  updateBoardInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { boardGate } from './board.policy';
import { recordBoardVisit } from './board-visits.repo';
import {
  changeBoard,
  createBoard,
  joinAsCollaborator,
  listBoards,
  moveBoard,
  removeBoard,
  reorderBoards,
  showBoard,
  toggleArchived,
  toggleFavorite,
} from './boards.service';
import { boardJoinGate } from './board-join-link.policy';
import { fromQuery, gated } from '../../http/gate';
import { workspaceGate } from '../workspaces/workspace.policy';
import { boardArrangingGate, boardCreatingGate, boardMovingGate } from './board-arranging.policy';
import { createBoardExample, exampleBoard } from './board.examples';

/** /api/boards: projects, their order in folders, favourites, archive and join. */
export const boardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards',
    {
      config: { gate: workspaceGate('workspace.view', fromQuery('workspaceId')) },
      schema: {
        operationId: 'listBoards',
        summary: "List a workspace's boards",
        examples: { response: { boards: [exampleBoard] } },
        tags,
        querystring: boardListQuerySchema,
        response: { 200: boardsResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { boards: await listBoards(ctx, membership, request.query.status ?? 'active') };
    },
  );

  app.post(
    '/boards',
    {
      config: { gate: boardCreatingGate(), idempotent: true },
      schema: {
        operationId: 'createBoard',
        summary: 'Create a board',
        errors: [402],
        examples: { request: createBoardExample, response: { board: exampleBoard } },
        tags,
        body: createBoardInputSchema,
        response: { 201: boardResponseSchema },
      },
    },
    async (request, reply) => {
      const board = await createBoard(ctx, gated(request, boardCreatingGate), request.body);
      return reply.status(201).send({ board });
    },
  );

  app.put(
    '/boards/reorder',
    {
      config: { gate: boardArrangingGate(), archivedBoard: 'open' },
      schema: {
        operationId: 'reorderBoards',
        summary: 'Reorder boards',
        tags,
        body: reorderBoardsInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await reorderBoards(ctx, gated(request, boardArrangingGate), request.body);
      return { message: 'Boards reordered' };
    },
  );

  app.get(
    '/boards/:id',
    {
      config: { gate: boardGate('board.view') },
      schema: {
        operationId: 'getBoard',
        summary: 'Get a board',
        examples: { response: { board: exampleBoard } },
        tags,
        params: boardParams,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      // Opening a board is a visit (the workspace home lists the recent ones), written beside
      // the read rather than before it.
      const [board] = await Promise.all([
        showBoard(ctx, access),
        recordBoardVisit(ctx.db, access.user.id, access.board.id, ctx.clock.now()),
      ]);
      return { board };
    },
  );

  app.put(
    '/boards/:id',
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'updateBoard',
        summary: 'Update a board',
        tags,
        params: boardParams,
        body: updateBoardInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { board: await changeBoard(ctx, access, request.body) };
    },
  );

  app.delete(
    '/boards/:id',
    {
      config: { gate: boardGate('board.manage'), archivedBoard: 'open' },
      schema: {
        operationId: 'deleteBoard',
        summary: 'Delete a board',
        tags,
        params: boardParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      await removeBoard(ctx, access);
      return { message: 'Board deleted' };
    },
  );

  app.post(
    '/boards/:id/favorite',
    {
      config: { gate: boardGate('board.view'), archivedBoard: 'open' },
      schema: {
        operationId: 'toggleBoardFavorite',
        summary: 'Star or unstar a board',
        description:
          'Stars the board for the caller, or unstars it if starred: answers `isFavorite` as it now is.',
        tags,
        params: boardParams,
        response: { 200: favoriteResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { isFavorite: await toggleFavorite(ctx, access) };
    },
  );

  app.post(
    '/boards/:id/archive',
    {
      config: { gate: boardGate('board.manage'), archivedBoard: 'open' },
      schema: {
        operationId: 'archiveBoard',
        summary: 'Archive or restore a board',
        description:
          "Archives an active board, or restores an archived one (within the plan's active boards: else 402). An archived board is read-only: its content refuses changes with 409 `BOARD_ARCHIVED`.",
        errors: [402, 409],
        tags,
        params: boardParams,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { board: await toggleArchived(ctx, access) };
    },
  );

  // Without a token: internal members join a board they can already see. With the board's
  // join link token: any member of the workspace joins (guests and clients too), and someone
  // already on the board keeps their role.
  app.post(
    '/boards/:id/join',
    {
      config: { gate: boardJoinGate(), archivedBoard: 'open' },
      schema: {
        operationId: 'joinBoard',
        summary: 'Join a board',
        tags,
        params: boardParams,
        // No body at all (null here) is the join without a token.
        body: joinBoardInputSchema.nullish(),
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardJoinGate);
      return { board: await joinAsCollaborator(ctx, access) };
    },
  );

  app.put(
    '/boards/:id/move',
    {
      config: { gate: boardMovingGate(), archivedBoard: 'open' },
      schema: {
        operationId: 'moveBoard',
        summary: 'Move a board to a folder',
        tags,
        params: boardParams,
        body: moveBoardInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardMovingGate);
      return { board: await moveBoard(ctx, access, request.body) };
    },
  );
};
