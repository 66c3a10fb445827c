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
import { workspaceGate } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import { gated } from '../../http/gate';

const memberParams = workspaceParams.extend({ userId: z.uuid('Unknown member') });

/** /api/workspaces/{id}/members */
export const membersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['members'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/members',
    {
      config: { gate: workspaceGate('members.view') },
      schema: {
        operationId: 'listWorkspaceMembers',
        summary: "List a workspace's members",
        tags,
        params: workspaceParams,
        response: { 200: membersResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { members: await listWorkspaceMembers(ctx.db, membership) };
    },
  );

  app.put(
    '/workspaces/:workspace/members/:userId',
    {
      config: { gate: workspaceGate('members.changeRole') },
      schema: {
        operationId: 'changeWorkspaceMemberRole',
        summary: "Change a member's role",
        errors: [402],
        tags,
        params: memberParams,
        body: changeRoleInputSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
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
    {
      config: { gate: workspaceGate('workspace.view') },
      schema: {
        operationId: 'removeWorkspaceMember',
        summary: 'Remove a member, or leave a workspace',
        description:
          'An owner or admin removes a member; a member removes themselves to leave. The owner cannot leave before handing the workspace to someone else.',
        tags,
        params: memberParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      // Leaving is open to every member; removing someone else is checked in removeMember.
      const membership = gated(request, workspaceGate);
      await removeMember(ctx, membership, request.params.userId, clientOf(request));
      return { message: 'Member removed' };
    },
  );
};
