import {
  updateWorkspaceSecurityInputSchema,
  workspaceSecurityResponseSchema,
} from '@teamboard/shared/workspace-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { presentSecurity, updateSecuritySettings } from './security-settings.service';
import { authorizeWorkspace } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import { sessionOf } from '../../http/caller';

/** /api/workspaces/{id}/security: who may invite, which email domains, whether API keys reach it. */
export const securitySettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['workspaces'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/security',
    {
      schema: { tags, params: workspaceParams, response: { 200: workspaceSecurityResponseSchema } },
    },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'security.view',
      );
      return { security: presentSecurity(workspace) };
    },
  );

  app.put(
    '/workspaces/:workspace/security',
    {
      schema: {
        tags,
        params: workspaceParams,
        body: updateWorkspaceSecurityInputSchema,
        response: { 200: workspaceSecurityResponseSchema },
      },
    },
    async (request) => {
      const membership = await authorizeWorkspace(
        ctx.db,
        sessionOf(request),
        request.params.workspace,
        'security.update',
      );
      return { security: await updateSecuritySettings(ctx, membership, request.body) };
    },
  );
};
