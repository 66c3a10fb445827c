import {
  boardJoinLinkResponseSchema,
  boardJoinPreviewResponseSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { INVALID_JOIN_LINK, authorizeJoinLink } from './board-join-link';
import { joinPreview, replaceJoinLink, revokeJoinLink } from './board-join-links.service';
import { authorizeBoard } from './board.policy';
import { presentJoinLink } from './board.presenter';
import { sessionOf } from '../../http/caller';

/**
 * A board's join link: its managers read, replace and revoke it; any member of the workspace
 * holding it may look at the board's name before joining (POST /boards/{id}/join {token}).
 */
export const boardJoinLinksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/join-link',
    { schema: { tags, params: boardParams, response: { 200: boardJoinLinkResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      return { joinLink: presentJoinLink(access.board) };
    },
  );

  app.post(
    '/boards/:id/join-link',
    { schema: { tags, params: boardParams, response: { 201: boardJoinLinkResponseSchema } } },
    async (request, reply) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      const board = await replaceJoinLink(ctx, access.board);
      return reply.status(201).send({ joinLink: presentJoinLink(board) });
    },
  );

  app.delete(
    '/boards/:id/join-link',
    {
      config: { archivedBoard: 'open' },
      schema: { tags, params: boardParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.params.id,
        'board.manage',
      );
      await revokeJoinLink(ctx, access.board);
      return { message: 'Join link revoked' };
    },
  );

  app.get(
    '/boards/:id/join/:token',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid(INVALID_JOIN_LINK), token: z.string() }),
        response: { 200: boardJoinPreviewResponseSchema },
      },
    },
    async (request) => {
      const access = await authorizeJoinLink(
        ctx.db,
        sessionOf(request),
        request.params.id,
        request.params.token,
      );
      return joinPreview(ctx, access);
    },
  );
};
