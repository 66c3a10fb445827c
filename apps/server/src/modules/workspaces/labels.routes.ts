import {
  labelInputSchema,
  labelResponseSchema,
  labelUpdateSchema,
  messageResponseSchema,
} from '@teamboard/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { workspaceLabels } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { authenticate, sessionOf } from '../../http/authenticate';
import { authorizeWorkspace } from './workspace.policy';
import { presentLabel } from './workspace.presenter';
import { workspaceParams } from './workspace-params';

const labelParams = workspaceParams.extend({ labelId: z.uuid('Label not found') });
const labelNotFound = () => notFound('Label not found');

/** /api/workspaces/{id}/labels: the workspace's shared labels. */
export const labelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['labels'];
  app.addHook('preHandler', authenticate(ctx));
  const ofWorkspace = (workspaceId: string, labelId: string) =>
    and(eq(workspaceLabels.id, labelId), eq(workspaceLabels.workspaceId, workspaceId));

  app.post(
    '/workspaces/:workspace/labels',
    {
      schema: {
        tags,
        params: workspaceParams,
        body: labelInputSchema,
        response: { 201: labelResponseSchema },
      },
    },
    async (request, reply) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'labels.manage',
      );
      const [row] = await ctx.db
        .insert(workspaceLabels)
        .values({ workspaceId: workspace.id, ...request.body })
        .returning();
      if (!row) throw labelNotFound();
      return reply.status(201).send({ label: presentLabel(row) });
    },
  );

  app.put(
    '/workspaces/:workspace/labels/:labelId',
    {
      schema: {
        tags,
        params: labelParams,
        body: labelUpdateSchema,
        response: { 200: labelResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'labels.manage',
      );
      const [row] = await ctx.db
        .update(workspaceLabels)
        .set(request.body)
        .where(ofWorkspace(workspace.id, request.params.labelId))
        .returning();
      if (!row) throw labelNotFound();
      return { label: presentLabel(row) };
    },
  );

  app.delete(
    '/workspaces/:workspace/labels/:labelId',
    { schema: { tags, params: labelParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'labels.manage',
      );
      const rows = await ctx.db
        .delete(workspaceLabels)
        .where(ofWorkspace(workspace.id, request.params.labelId))
        .returning({ id: workspaceLabels.id });
      if (rows.length === 0) throw labelNotFound();
      return { message: 'Label deleted' };
    },
  );
};
