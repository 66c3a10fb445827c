import {
  acceptInvitationResponseSchema,
  bulkInvitationInputSchema,
  bulkInvitationResponseSchema,
  createInvitationInputSchema,
  invitationListQuerySchema,
  invitationResponseSchema,
  invitationsResponseSchema,
  messageResponseSchema,
  publicInvitationResponseSchema,
  tokenParamsSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import type { IpRateLimits } from '../../http/rate-limits';
import { workspaceGate } from '../workspaces/workspace.policy';
import { invitationGate } from './invitation.policy';
import {
  invitationById,
  invitationByToken,
  invitationsFor,
  workspaceInvitations,
} from './invitation-reads.service';
import { presentInvitation, presentPublicInvitation } from './invitation.presenter';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  invite,
  inviteMany,
} from './invitations.service';
import { workspaceParams } from '../workspaces/workspace-params';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';

const idParams = z.object({ invitationId: z.uuid('Invitation not found') });

/** The public look at an invitation, by the token in its link. */
export const publicInvitationRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  app.get(
    '/workspaces/invitations/:token',
    {
      config: { rateLimit: limits.linkToken },
      schema: {
        operationId: 'getInvitationByToken',
        summary: 'Read an invitation from its link',
        errors: [410],
        tags: ['invitations'],
        params: tokenParamsSchema,
        response: { 200: publicInvitationResponseSchema },
      },
    },
    async (request) => ({
      invitation: presentPublicInvitation(
        await invitationByToken(ctx.db, request.params.token),
        ctx.clock.now(),
      ),
    }),
  );
};

/** Invitations under /api: sending and listing them in a workspace, and answering them. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['invitations'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/workspaces/:workspace/invitations',
    {
      config: { gate: workspaceGate('invitations.create') },
      schema: {
        operationId: 'createInvitation',
        summary: 'Invite someone to a workspace',
        errors: [402, 409],
        tags,
        params: workspaceParams,
        body: createInvitationInputSchema,
        response: { 201: invitationResponseSchema },
      },
    },
    async (request, reply) => {
      const membership = gated(request, workspaceGate);
      const created = await invite(ctx, membership, request.body);
      return reply.status(201).send({ invitation: presentInvitation(created, ctx.clock.now()) });
    },
  );

  app.post(
    '/workspaces/:workspace/invitations/bulk',
    {
      config: { gate: workspaceGate('invitations.create') },
      schema: {
        operationId: 'createInvitations',
        summary: 'Invite several people to a workspace',
        errors: [402, 409],
        tags,
        params: workspaceParams,
        body: bulkInvitationInputSchema,
        response: { 200: bulkInvitationResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return inviteMany(ctx, membership, request.body.invitations);
    },
  );

  app.get(
    '/workspaces/:workspace/invitations',
    {
      config: { gate: workspaceGate('invitations.view') },
      schema: {
        operationId: 'listWorkspaceInvitations',
        summary: "List a workspace's pending invitations",
        tags,
        params: workspaceParams,
        querystring: invitationListQuerySchema,
        response: { 200: invitationsResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      const { status } = request.query;
      return { invitations: await workspaceInvitations(ctx, membership.workspace.id, status) };
    },
  );

  app.delete(
    '/workspaces/invitations/:invitationId',
    {
      config: { gate: invitationGate() },
      schema: {
        operationId: 'revokeInvitation',
        summary: 'Withdraw an invitation',
        errors: [409],
        tags,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { membership, invitation } = gated(request, invitationGate);
      await cancelInvitation(ctx, membership, invitation);
      return { message: 'Invitation cancelled' };
    },
  );

  app.post(
    '/workspaces/invitations/:token/accept',
    {
      schema: {
        operationId: 'acceptInvitationByToken',
        summary: 'Accept an invitation from its link',
        errors: [402, 410],
        tags,
        params: tokenParamsSchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      return {
        workspace: await acceptInvitation(
          ctx,
          await invitationByToken(ctx.db, request.params.token),
          user,
          clientOf(request),
        ),
      };
    },
  );

  app.post(
    '/workspaces/invitations/:token/decline',
    {
      schema: {
        operationId: 'declineInvitationByToken',
        summary: 'Decline an invitation from its link',
        errors: [410],
        tags,
        params: tokenParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await declineInvitation(ctx, await invitationByToken(ctx.db, request.params.token), user);
      return { message: 'Invitation declined' };
    },
  );

  app.get(
    '/me/invitations',
    {
      schema: {
        operationId: 'listMyInvitations',
        summary: 'List the invitations waiting for you',
        tags,
        response: { 200: invitationsResponseSchema },
      },
    },
    async (request) => {
      return { invitations: await invitationsFor(ctx, await signedInUser(ctx.db, request)) };
    },
  );

  app.post(
    '/me/invitations/:invitationId/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        errors: [402, 410],
        tags,
        params: idParams,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      return {
        workspace: await acceptInvitation(
          ctx,
          await invitationById(ctx.db, request.params.invitationId),
          user,
          clientOf(request),
        ),
      };
    },
  );

  app.post(
    '/me/invitations/:invitationId/decline',
    {
      schema: {
        operationId: 'declineInvitation',
        summary: 'Decline an invitation',
        errors: [410],
        tags,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await declineInvitation(ctx, await invitationById(ctx.db, request.params.invitationId), user);
      return { message: 'Invitation declined' };
    },
  );
};
