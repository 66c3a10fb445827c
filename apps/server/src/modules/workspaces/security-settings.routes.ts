import {
  updateWorkspaceSecurityInputSchema,
  workspaceSecurityResponseSchema,
} from '@teamboard/shared/workspace-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { presentSecurity, updateSecuritySettings } from './security-settings.service';
import { workspaceGate } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import { gated } from '../../http/gate';

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
      config: { gate: workspaceGate('security.view') },
      schema: {
        operationId: 'getWorkspaceSecurity',
        summary: "Get a workspace's security settings",
        tags,
        params: workspaceParams,
        response: { 200: workspaceSecurityResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, workspaceGate);
      return { security: presentSecurity(workspace) };
    },
  );

  app.put(
    '/workspaces/:workspace/security',
    {
      config: { gate: workspaceGate('security.update') },
      schema: {
        operationId: 'updateWorkspaceSecurity',
        summary: "Update a workspace's security settings",
        errors: [402],
        tags,
        params: workspaceParams,
        body: updateWorkspaceSecurityInputSchema,
        response: { 200: workspaceSecurityResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, workspaceGate);
      return { security: await updateSecuritySettings(ctx, membership, request.body) };
    },
  );
};
