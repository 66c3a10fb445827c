import {
  addBoardMemberInputSchema,
  boardResponseSchema,
  canInWorkspace,
  changeBoardRoleInputSchema,
  DEFAULT_BOARD_ROLE,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/app-error';
import { authenticate, sessionOf } from '../../http/authenticate';
import { announceUserChange } from '../realtime/user-events';
import { findMemberRole } from '../workspaces/members.repo';
import { authorizeBoard, type BoardAccess } from './board.policy';
import { presentBoard } from './board.presenter';
import { findBoardRole, removeBoardMember, setBoardMember } from './boards.repo';

/** Board membership: board admins (and workspace admins) add people of the workspace and set their role. */
export const boardMembersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['boards'];
  app.addHook('preHandler', authenticate(ctx));
  const present = (access: BoardAccess) =>
    presentBoard(
      ctx.db,
      access.board,
      access.user.id,
      canInWorkspace(access.workspaceRole, 'members.viewEmails'),
    );
  const assertInWorkspace = async (access: BoardAccess, userId: string) => {
    if (!(await findMemberRole(ctx.db, access.board.workspaceId, userId))) {
      throw badRequest('Only people of this workspace can be added to its boards', [
        { field: 'userId', message: 'Not in this workspace' },
      ]);
    }
  };

  app.post(
    '/boards/members',
    { schema: { tags, body: addBoardMemberInputSchema, response: { 200: boardResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.manage',
      );
      await assertInWorkspace(access, request.body.userId);
      await setBoardMember(
        ctx.db,
        access.board.id,
        request.body.userId,
        request.body.role ?? DEFAULT_BOARD_ROLE,
      );
      return { board: await present(access) };
    },
  );

  app.put(
    '/boards/member/change-role',
    { schema: { tags, body: changeBoardRoleInputSchema, response: { 200: boardResponseSchema } } },
    async (request) => {
      const access = await authorizeBoard(
        ctx.db,
        sessionOf(request),
        request.body.boardId,
        'board.manage',
      );
      if (!(await findBoardRole(ctx.db, access.board.id, request.body.userId)))
        throw notFound('That person is not on this board');
      await setBoardMember(ctx.db, access.board.id, request.body.userId, request.body.role);
      return { board: await present(access) };
    },
  );

  app.delete(
    '/boards/:id/members/:userId',
    {
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
      await ctx.db.transaction(async (tx) => {
        if (!(await removeBoardMember(tx, access.board.id, request.params.userId)))
          throw notFound('That person is not on this board');
        // Someone who can no longer see the board (a guest or client) leaves its room at once.
        await announceUserChange(tx, request.params.userId);
      });
      return { message: 'Member removed from the board' };
    },
  );
};
