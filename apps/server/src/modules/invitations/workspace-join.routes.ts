import {
  addMemberInputSchema,
  messageResponseSchema,
  workspaceAccessResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { inviteToJoin } from './invitations.service';
import { workspaceAccess } from './workspace-access.service';
import { gated } from '../../http/gate';

/** The same words whether or not the address has an account or was already invited. */
const INVITATION_SENT = 'Invitation sent. They join the workspace once they accept it.';

/**
 * The ways into a workspace under its own paths: adding a member (by invitation: they join once
 * they accept it) and what the web's workspace guard asks (a member, invited, or nothing to see).
 * They live with invitations, which sit above workspaces.
 */
export const workspaceJoinRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/access',
    {
      schema: {
        operationId: 'getWorkspaceAccess',
        summary: 'Say how you may enter a workspace',
        tags: ['workspaces'],
        params: workspaceParams,
        response: { 200: workspaceAccessResponseSchema },
      },
    },
    async (request) => ({
      status: await workspaceAccess(
        ctx,
        sessionOf(request),
        await signedInUser(ctx.db, request),
        request.params.workspace,
      ),
    }),
  );

  app.post(
    '/workspaces/:workspace/members',
    {
      config: { gate: workspaceGate('members.add') },
      schema: {
        operationId: 'addWorkspaceMember',
        summary: 'Add a member to a workspace',
        errors: [402, 409],
        tags: ['members'],
        params: workspaceParams,
        body: addMemberInputSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const membership = gated(request, workspaceGate);
      await inviteToJoin(ctx, membership, request.body);
      return reply.status(202).send({ message: INVITATION_SENT });
    },
  );
};
