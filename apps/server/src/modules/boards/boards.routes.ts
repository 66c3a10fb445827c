import {
  boardListQuerySchema,
  boardResponseSchema,
  boardsResponseSchema,
  canInWorkspace,
  canCreateBoards,
  columnsResponseSchema,
  createBoardInputSchema,
  favoriteResponseSchema,
  joinBoardInputSchema,
  messageResponseSchema,
  moveBoardInputSchema,
  reorderBoardsInputSchema,
  updateBoardInputSchema,
} from '@teamboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boards } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import { authenticate, sessionOf, signedInUser } from '../../http/authenticate';
import { authorizeJoinLink } from './board-join-link';
import { authorizeBoard, type BoardAccess } from './board.policy';
import { listColumns, presentBoard } from './board.presenter';
import { findBoard, joinBoard } from './boards.repo';
import { assertFolderInWorkspace, createBoard, listBoards, toggleFavorite } from './boards.service';

const boardParams = z.object({ id: z.uuid('Board not found') });

/** /api/boards: projects, their order in folders, favourites, archive and join. */
export const boardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['boards'];
  app.addHook('preHandler', authenticate(ctx));
  const present = (
    access: Pick<BoardAccess, 'user' | 'workspaceRole'>,
    board: BoardAccess['board'],
  ) =>
    presentBoard(
      ctx.db,
      board,
      access.user.id,
      canInWorkspace(access.workspaceRole, 'members.viewEmails'),
    );
  const reload = async (id: string) => {
    const board = await findBoard(ctx.db, id);
    if (!board) throw new Error(`board ${id} vanished`);
    return board;
  };

  app.get(
    '/boards',
    {
      schema: { tags, querystring: boardListQuerySchema, response: { 200: boardsResponseSchema } },
    },
    async (request) => ({
      boards: await listBoards(
        ctx,
        sessionOf(request),
        request.query.workspaceId,
        request.query.status ?? 'active',
      ),
    }),
  );

  app.post(
    '/boards',
    { schema: { tags, body: createBoardInputSchema, response: { 201: boardResponseSchema } } },
    async (request, reply) => {
      const session = sessionOf(request);
      const board = await createBoard(ctx, session, request.body);
      const access = await authorizeBoard(ctx.db, session, board.id, 'board.view');
      return reply.status(201).send({ board: await present(access, board) });
    },
  );

  app.put(
    '/boards/reorder',
    { schema: { tags, body: reorderBoardsInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      // The session first: a stale one gets 401, not the 400 of a bad list.
      await signedInUser(ctx.db, request);
      const ids = request.body.items.map((item) => item.id);
      const rows = await ctx.db.select().from(boards).where(inArray(boards.id, ids));
      const workspaceIds = new Set(rows.map((row) => row.workspaceId));
      const [workspaceId] = [...workspaceIds];
      if (rows.length !== ids.length || workspaceIds.size !== 1 || !workspaceId)
        throw badRequest('Every board must exist and share one workspace');
      const first = await authorizeBoard(ctx.db, sessionOf(request), ids[0] ?? '', 'board.view');
      if (!canCreateBoards(first.workspaceRole)) throw forbidden();
      await assertFolderInWorkspace(ctx.db, request.body.folderId, workspaceId);
      await ctx.db.transaction(async (tx) => {
        for (const item of request.body.items) {
          await tx
            .update(boards)
            .set({ position: item.position, folderId: request.body.folderId })
            .where(eq(boards.id, item.id));
        }
      });
      return { message: 'Boards reordered' };
    },
  );

  app.get(
    '/boards/:id',
    { schema: { tags, params: boardParams, response: { 200: boardResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { board: await present(access, access.board) };
    },
  );

  app.put(
    '/boards/:id',
    {
      schema: {
        tags,
        params: boardParams,
        body: updateBoardInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      await ctx.db
        .update(boards)
        .set({ ...request.body, updatedAt: sql`now()` })
        .where(eq(boards.id, access.board.id));
      return { board: await present(access, await reload(access.board.id)) };
    },
  );

  app.delete(
    '/boards/:id',
    { schema: { tags, params: boardParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      await ctx.db.delete(boards).where(eq(boards.id, access.board.id));
      return { message: 'Board deleted' };
    },
  );

  app.post(
    '/boards/:id/favorite',
    { schema: { tags, params: boardParams, response: { 200: favoriteResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      return { isFavorite: await toggleFavorite(ctx, access) };
    },
  );

  app.post(
    '/boards/:id/archive',
    { schema: { tags, params: boardParams, response: { 200: boardResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      const status = access.board.status === 'active' ? 'archived' : 'active';
      await ctx.db
        .update(boards)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(boards.id, access.board.id));
      return { board: await present(access, await reload(access.board.id)) };
    },
  );

  // Without a token: internal members join a board they can already see. With the board's
  // join link token: any member of the workspace joins (guests and clients too), and someone
  // already on the board keeps their role.
  app.post(
    '/boards/:id/join',
    {
      schema: {
        tags,
        params: boardParams,
        // No body at all (null here) is the join without a token.
        body: joinBoardInputSchema.nullish(),
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const token = request.body?.token;
      const access =
        token === undefined
          ? await authorizeBoard(ctx.db, session, request.params.id, 'board.join')
          : await authorizeJoinLink(ctx.db, session, request.params.id, token);
      await joinBoard(ctx.db, access.board.id, access.user.id);
      return { board: await present(access, access.board) };
    },
  );

  app.put(
    '/boards/:id/move',
    {
      schema: {
        tags,
        params: boardParams,
        body: moveBoardInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.view',
      );
      if (!canCreateBoards(access.workspaceRole)) throw forbidden();
      await assertFolderInWorkspace(ctx.db, request.body.folderId, access.board.workspaceId);
      const position = request.body.position ?? access.board.position;
      await ctx.db
        .update(boards)
        .set({ folderId: request.body.folderId, position })
        .where(
          and(eq(boards.id, access.board.id), eq(boards.workspaceId, access.board.workspaceId)),
        );
      return { board: await present(access, await reload(access.board.id)) };
    },
  );

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
};
