import {
  changeRoleInputSchema,
  memberResponseSchema,
  membersResponseSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import { presentMember } from './member.presenter';
import { changeMemberRole, listWorkspaceMembers, removeMember } from './members.service';
import { authorizeWorkspace } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import { sessionOf } from '../../http/caller';

const memberParams = workspaceParams.extend({ userId: z.uuid('Unknown member') });

/** /api/workspaces/{id}/members */
export const membersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['members'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/members',
    { schema: { tags, params: workspaceParams, response: { 200: membersResponseSchema } } },
    async (request) => {
      const membership = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'members.view',
      );
      return { members: await listWorkspaceMembers(ctx.db, membership) };
    },
  );

  app.put(
    '/workspaces/:workspace/members/:userId',
    {
      schema: {
        tags,
        params: memberParams,
        body: changeRoleInputSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const membership = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'members.changeRole',
      );
      const updated = await changeMemberRole(
        ctx,
        membership,
        request.params.userId,
        request.body.role,
      );
      return { member: presentMember(updated, true) };
    },
  );

  app.delete(
    '/workspaces/:workspace/members/:userId',
    { schema: { tags, params: memberParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      // Leaving is open to every member; removing someone else is checked in removeMember.
      const membership = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'workspace.view',
      );
      await removeMember(ctx, membership, request.params.userId, clientOf(request));
      return { message: 'Member removed' };
    },
  );
};
