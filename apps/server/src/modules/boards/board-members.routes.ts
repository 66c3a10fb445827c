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
import { authorizeBoard } from './board.policy';
import { sessionOf } from '../../http/caller';

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
      config: { archivedBoard: 'open' },
      schema: { tags, body: addBoardMemberInputSchema, response: { 200: boardResponseSchema } },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.manage',
      );
      const role = request.body.role ?? DEFAULT_BOARD_ROLE;
      return { board: await addBoardMember(ctx, access, request.body.userId, role) };
    },
  );

  app.put(
    '/boards/member/change-role',
    {
      config: { archivedBoard: 'open' },
      schema: { tags, body: changeBoardRoleInputSchema, response: { 200: boardResponseSchema } },
    },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.manage',
      );
      const { userId, role } = request.body;
      return { board: await changeBoardRole(ctx, access, userId, role) };
    },
  );

  app.delete(
    '/boards/:id/members/:userId',
    {
      config: { archivedBoard: 'open' },
      schema: {
        tags,
        params: z.object({ id: z.uuid('Board not found'), userId: z.uuid('Member not found') }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const leaving = request.params.userId === session.userId;
      const access = await authorizeBoard(
        ctx.db,
        session,
        request.params.id,
        leaving ? 'board.view' : 'board.manage',
      );
      await removeFromBoard(ctx, access, request.params.userId);
      return { message: 'Member removed from the board' };
    },
  );
};
