import {
  labelInputSchema,
  labelResponseSchema,
  labelUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { workspaceGate } from './workspace.policy';
import { addLabel, editLabel, removeLabel } from './labels.service';
import { workspaceParams } from './workspace-params';
import { gated } from '../../http/gate';

const labelParams = workspaceParams.extend({ labelId: z.uuid('Label not found') });

/** /api/workspaces/{id}/labels: the workspace's shared labels. */
export const labelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['labels'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/workspaces/:workspace/labels',
    {
      config: { gate: workspaceGate('labels.manage') },
      schema: {
        operationId: 'createWorkspaceLabel',
        summary: 'Create a workspace label',
        tags,
        params: workspaceParams,
        body: labelInputSchema,
        response: { 201: labelResponseSchema },
      },
    },
    async (request, reply) => {
      const { workspace } = gated(request, workspaceGate);
      const label = await addLabel(ctx.db, workspace.id, request.body);
      return reply.status(201).send({ label });
    },
  );

  app.put(
    '/workspaces/:workspace/labels/:labelId',
    {
      config: { gate: workspaceGate('labels.manage') },
      schema: {
        operationId: 'updateWorkspaceLabel',
        summary: 'Update a workspace label',
        tags,
        params: labelParams,
        body: labelUpdateSchema,
        response: { 200: labelResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      return { label: await editLabel(ctx.db, workspace.id, request.params.labelId, request.body) };
    },
  );

  app.delete(
    '/workspaces/:workspace/labels/:labelId',
    {
      config: { gate: workspaceGate('labels.manage') },
      schema: {
        operationId: 'deleteWorkspaceLabel',
        summary: 'Delete a workspace label',
        tags,
        params: labelParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      await removeLabel(ctx.db, workspace.id, request.params.labelId);
      return { message: 'Label deleted' };
    },
  );
};
