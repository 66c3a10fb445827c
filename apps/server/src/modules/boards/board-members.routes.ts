import {
  addBoardMemberInputSchema,
  boardResponseSchema,
  changeBoardRoleInputSchema,
  DEFAULT_BOARD_ROLE,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { addBoardMember, changeBoardRole, removeFromBoard } from './board-members.service';
import { boardGate } from './board.policy';
import { fromBody, fromParams, gated } from '../../http/gate';

/** Board membership: board admins (and workspace admins) add people of the workspace and set their role. */
export const boardMembersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/boards/members',
    {
      config: { gate: boardGate('board.manage', fromBody('boardId')), archivedBoard: 'open' },
      schema: {
        operationId: 'addBoardMember',
        summary: 'Add a member to a board',
        tags,
        body: addBoardMemberInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      const role = request.body.role ?? DEFAULT_BOARD_ROLE;
      return { board: await addBoardMember(ctx, access, request.body.userId, role) };
    },
  );

  app.put(
    '/boards/member/change-role',
    {
      config: { gate: boardGate('board.manage', fromBody('boardId')), archivedBoard: 'open' },
      schema: {
        operationId: 'changeBoardMemberRole',
        summary: "Change a board member's role",
        tags,
        body: changeBoardRoleInputSchema,
        response: { 200: boardResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      const { userId, role } = request.body;
      return { board: await changeBoardRole(ctx, access, userId, role) };
    },
  );

  app.delete(
    '/boards/:id/members/:userId',
    {
      // Someone leaving a board needs only to see it.
      config: {
        gate: boardGate((claims, request) =>
          fromParams('userId')(request) === claims.userId ? 'board.view' : 'board.manage',
        ),
        archivedBoard: 'open',
      },
      schema: {
        operationId: 'removeBoardMember',
        summary: 'Remove a board member, or leave a board',
        description:
          'A board admin removes a member; a member removes themselves to leave the board.',
        tags,
        params: z.object({ id: z.uuid('Board not found'), userId: z.uuid('Member not found') }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      await removeFromBoard(ctx, access, request.params.userId);
      return { message: 'Member removed from the board' };
    },
  );
};
