import { messageResponseSchema } from '@teamboard/shared';
import {
  apiKeysResponseSchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from '@teamboard/shared/api-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import { createKey, listKeys, revokeKey } from './api-keys.service';
import { gated } from '../../http/gate';
import { keyMakingGate } from './api-key.policy';
import { signedInUser } from '../users/session-user.service';

const keyParams = z.object({ id: z.uuid('API key not found') });

/**
 * The signed-in person's API keys. Only a signed-in session manages them: no key can create,
 * list or revoke keys (apiKeys: false).
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['api-keys'];
  const config = { apiKeys: false } as const;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/api-keys',
    {
      config,
      schema: {
        operationId: 'listApiKeys',
        summary: 'List your API keys',
        tags,
        response: { 200: apiKeysResponseSchema },
      },
    },
    async (request) => ({ keys: await listKeys(ctx, (await signedInUser(ctx.db, request)).id) }),
  );

  app.post(
    '/me/api-keys',
    {
      config: { ...config, gate: keyMakingGate() },
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description:
          "Answers the key's secret (`tb_\u2026`) once; only its hash is kept. A `read` key only reads; a key with a `workspaceId` reaches that workspace only. Session tokens only: an API key cannot make keys.",
        errors: [402, 409],
        tags,
        body: createApiKeyInputSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const making = gated(request, keyMakingGate);
      const created = await createKey(ctx, making, request.body, clientOf(request));
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/me/api-keys/:id',
    {
      config,
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        tags,
        params: keyParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx.db, request);
      await revokeKey(ctx, user.id, request.params.id, clientOf(request));
      return { message: 'API key revoked' };
    },
  );
};
