import { dashboardResponseSchema, workspaceHomeResponseSchema } from '@teamboard/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { myDashboard, workspaceHome } from './dashboard.service';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';

/** The personal dashboard (/dashboard) and a workspace's home page (/{workspace}). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['dashboard'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        summary: 'Get your dashboard',
        tags,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({
      dashboard: await myDashboard(ctx, await signedInUser(ctx.db, request)),
    }),
  );

  // Any member; outsiders get 404 as for the workspace itself.
  app.get(
    '/workspaces/:workspace/home',
    {
      config: { gate: workspaceGate('workspace.view') },
      schema: {
        operationId: 'getWorkspaceHome',
        summary: "Get a workspace's home page",
        tags,
        params: workspaceParams,
        response: { 200: workspaceHomeResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { home: await workspaceHome(ctx, membership) };
    },
  );
};
