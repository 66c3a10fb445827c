import { workspaceSearchQuerySchema, workspaceSearchResponseSchema } from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { gated } from '../../http/gate';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { searchWorkspaceTasks } from './search.service';

/**
 * /api/workspaces/{workspace}/search: the command palette's task search. Any member may search;
 * what they find is limited to the boards they see.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/search',
    {
      config: { gate: workspaceGate('workspace.view') },
      schema: {
        operationId: 'searchWorkspace',
        summary: 'Search a workspace',
        tags: ['search'],
        params: workspaceParams,
        querystring: workspaceSearchQuerySchema,
        response: { 200: workspaceSearchResponseSchema },
      },
    },
    async (request) => {
      const { workspace, user } = gated(request, workspaceGate);
      const { q, limit } = request.query;
      return searchWorkspaceTasks(ctx.db, { userId: user.id, workspaceId: workspace.id, limit }, q);
    },
  );
};
