import {
  boardJoinLinkResponseSchema,
  boardJoinPreviewResponseSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardParams } from './board-params';
import type { AppContext } from '../../context';
import { joinPreview, replaceJoinLink, revokeJoinLink } from './board-join-links.service';
import { boardGate } from './board.policy';
import { presentJoinLink } from './board.presenter';
import { INVALID_JOIN_LINK, joinLinkGate } from './board-join-link.policy';
import { gated } from '../../http/gate';

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
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'getBoardJoinLink',
        summary: "Get a board's join link",
        tags,
        params: boardParams,
        response: { 200: boardJoinLinkResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { joinLink: presentJoinLink(access.board) };
    },
  );

  app.post(
    '/boards/:id/join-link',
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'createBoardJoinLink',
        summary: "Create or replace a board's join link",
        tags,
        params: boardParams,
        response: { 201: boardJoinLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      const board = await replaceJoinLink(ctx, access.board);
      return reply.status(201).send({ joinLink: presentJoinLink(board) });
    },
  );

  app.delete(
    '/boards/:id/join-link',
    {
      config: { gate: boardGate('board.manage'), archivedBoard: 'open' },
      schema: {
        operationId: 'deleteBoardJoinLink',
        summary: "Turn off a board's join link",
        tags,
        params: boardParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      await revokeJoinLink(ctx, access.board);
      return { message: 'Join link revoked' };
    },
  );

  app.get(
    '/boards/:id/join/:token',
    {
      config: { gate: joinLinkGate() },
      schema: {
        operationId: 'getBoardJoinInvitation',
        summary: 'Read a board join link',
        tags,
        params: z.object({ id: z.uuid(INVALID_JOIN_LINK), token: z.string() }),
        response: { 200: boardJoinPreviewResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, joinLinkGate);
      return joinPreview(ctx, access);
    },
  );
};
