import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, workspaceResponseSchema } from '@teamboard/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/app-error';
import { UPLOADS_URL_PREFIX, uploadsDir } from './logo';
import { workspaceGate } from './workspace.policy';
import { workspaceParams } from './workspace-params';
import { replaceLogo, workspaceView } from './workspaces.service';
import { gated } from '../../http/gate';

/** Logo upload (the raw image as the body) and the public /uploads files. */
export const logoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const root = uploadsDir(ctx.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
  });

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addContentTypeParser(
      [...LOGO_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    api.addHook('preHandler', api.authenticate);

    api.put(
      '/api/workspaces/:workspace/logo',
      {
        config: { gate: workspaceGate('workspace.update') },
        schema: {
          operationId: 'uploadWorkspaceLogo',
          summary: "Replace a workspace's logo",
          errors: [413, 415],
          description: `The image itself is the body, sent with its own Content-Type (${LOGO_CONTENT_TYPES.join(', ')}).`,
          tags: ['workspaces'],
          params: workspaceParams,
          response: { 200: workspaceResponseSchema },
        },
      },
      async (request) => {
        const membership = gated(request, workspaceGate);
        if (!Buffer.isBuffer(request.body))
          throw badRequest('Send the image itself as the body, with its image Content-Type');
        const workspace = await replaceLogo(ctx, membership.workspace, request.body);
        return { workspace: await workspaceView(ctx.db, { ...membership, workspace }) };
      },
    );

    api.delete(
      '/api/workspaces/:workspace/logo',
      {
        config: { gate: workspaceGate('workspace.update') },
        schema: {
          operationId: 'deleteWorkspaceLogo',
          summary: "Remove a workspace's logo",
          tags: ['workspaces'],
          params: workspaceParams,
          response: { 200: workspaceResponseSchema },
        },
      },
      async (request) => {
        const membership = gated(request, workspaceGate);
        const workspace = await replaceLogo(ctx, membership.workspace, null);
        return { workspace: await workspaceView(ctx.db, { ...membership, workspace }) };
      },
    );
  });
};
