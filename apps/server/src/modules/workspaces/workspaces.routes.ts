import {
  checkUrlResponseSchema,
  createWorkspaceInputSchema,
  messageResponseSchema,
  transferOwnershipInputSchema,
  updateWorkspaceInputSchema,
  workspaceActivityQuerySchema,
  workspaceActivityResponseSchema,
  workspaceResponseSchema,
  workspacesResponseSchema,
  workspaceUrlField,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { transferOwnership } from './ownership.service';
import { workspaceGate } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import {
  createWorkspace,
  isUrlAvailable,
  listActivity,
  listWorkspaces,
  removeWorkspace,
  updateWorkspaceSettings,
  workspaceView,
} from './workspaces.service';
import { sessionOf } from '../../http/caller';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';
import { createWorkspaceExample, exampleWorkspace, exampleWorkspaces } from './workspace.examples';

/** /api/workspaces: the workspaces themselves. Members, labels and invitations have their own files. */
export const workspacesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['workspaces'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces',
    {
      schema: {
        operationId: 'listWorkspaces',
        summary: 'List your workspaces',
        examples: { response: exampleWorkspaces },
        tags,
        response: { 200: workspacesResponseSchema },
      },
    },
    async (request) => {
      await signedInUser(ctx.db, request);
      return listWorkspaces(ctx.db, sessionOf(request));
    },
  );

  app.post(
    '/workspaces',
    {
      schema: {
        operationId: 'createWorkspace',
        summary: 'Create a workspace',
        errors: [409],
        examples: { request: createWorkspaceExample, response: { workspace: exampleWorkspace } },
        tags,
        body: createWorkspaceInputSchema,
        response: { 201: workspaceResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(ctx.db, request);
      const workspace = await createWorkspace(ctx, user, request.body);
      const membership = { workspace, role: 'owner' as const, user };
      return reply.status(201).send({ workspace: await workspaceView(ctx.db, membership) });
    },
  );

  app.get(
    '/workspaces/check-url/:url',
    {
      schema: {
        operationId: 'checkWorkspaceUrl',
        summary: 'Check whether a workspace URL name is free',
        tags,
        params: z.object({ url: z.string().max(64) }),
        response: { 200: checkUrlResponseSchema },
      },
    },
    async (request) => {
      // No resource to gate, but still only for a session that holds.
      await signedInUser(ctx.db, request);
      const parsed = workspaceUrlField.safeParse(request.params.url);
      return { available: parsed.success && (await isUrlAvailable(ctx.db, parsed.data)) };
    },
  );

  app.get(
    '/workspaces/:workspace',
    {
      config: { gate: workspaceGate('workspace.view') },
      schema: {
        operationId: 'getWorkspace',
        summary: 'Get a workspace',
        examples: { response: { workspace: exampleWorkspace } },
        tags,
        params: workspaceParams,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { workspace: await workspaceView(ctx.db, membership) };
    },
  );

  app.put(
    '/workspaces/:workspace',
    {
      config: { gate: workspaceGate('workspace.update') },
      schema: {
        operationId: 'updateWorkspace',
        summary: 'Update a workspace',
        errors: [409],
        tags,
        params: workspaceParams,
        body: updateWorkspaceInputSchema,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      const workspace = await updateWorkspaceSettings(
        ctx,
        membership.user,
        membership.workspace,
        request.body,
      );
      return { workspace: await workspaceView(ctx.db, { ...membership, workspace }) };
    },
  );

  app.delete(
    '/workspaces/:workspace',
    {
      config: { gate: workspaceGate('workspace.delete') },
      schema: {
        operationId: 'deleteWorkspace',
        summary: 'Delete a workspace',
        tags,
        params: workspaceParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      await removeWorkspace(ctx, membership.workspace);
      return { message: 'Workspace deleted' };
    },
  );

  app.post(
    '/workspaces/:workspace/transfer-ownership',
    {
      config: { gate: workspaceGate('workspace.transferOwnership') },
      schema: {
        operationId: 'transferWorkspaceOwnership',
        summary: 'Hand a workspace to another owner',
        tags,
        params: workspaceParams,
        body: transferOwnershipInputSchema,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      await transferOwnership(ctx, membership, request.body.userId);
      return { workspace: await workspaceView(ctx.db, { ...membership, role: 'admin' }) };
    },
  );

  app.get(
    '/workspaces/:workspace/activity',
    {
      config: { gate: workspaceGate('activity.view') },
      schema: {
        operationId: 'listWorkspaceActivity',
        summary: "List a workspace's activity",
        errors: [402],
        tags,
        params: workspaceParams,
        querystring: workspaceActivityQuerySchema,
        response: { 200: workspaceActivityResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      await ctx.plans.assertPlanFeature(ctx.db, membership.workspace.id, 'auditLog');
      return listActivity(ctx.db, membership.workspace.id, request.query);
    },
  );
};
