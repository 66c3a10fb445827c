import { workspaceProjectsResponseSchema } from '@teamboard/shared/workspace-projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { presentWorkspaceProject } from './workspace-projects.presenter';
import { workspaceProjectRows } from './workspace-projects.repo';
import { gated } from '../../http/gate';

/**
 * /api/workspaces/{id}/projects: settings/projects' table of every board, active and archived.
 * Its actions are the board routes themselves (archive, delete, move).
 */
export const workspaceProjectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/projects',
    {
      config: { gate: workspaceGate('projects.view') },
      schema: {
        operationId: 'listWorkspaceProjects',
        summary: "List a workspace's projects",
        tags: ['boards'],
        params: workspaceParams,
        response: { 200: workspaceProjectsResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      const rows = await workspaceProjectRows(ctx.db, workspace.id);
      return { projects: rows.map(presentWorkspaceProject) };
    },
  );
};
