import {
  createWebhookInputSchema,
  createdWebhookSchema,
  queuedDeliveryResponseSchema,
  updateWebhookInputSchema,
  webhookResponseSchema,
  webhookSecretResponseSchema,
  webhooksResponseSchema,
} from '@teamboard/shared/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { gated } from '../../http/gate';
import { workspaceGate } from '../workspaces/workspace.policy';
import { workspaceParams } from '../workspaces/workspace-params';
import { webhookGate } from './webhook.policy';
import {
  changeWebhook,
  createWebhook,
  removeWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  webhooksOf,
} from './webhooks.service';

export const webhookParams = z.object({ id: z.uuid('Webhook not found') });

/** A workspace's webhooks (owners and admins): add, list, change, delete, test, rotate the secret. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['webhooks'];
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/workspaces/:workspace/webhooks',
    {
      config: { gate: workspaceGate('webhooks.manage') },
      schema: {
        tags,
        summary: 'Add a webhook',
        description:
          'The target URL must not resolve to a loopback, private, link-local or metadata address. The answer is the only one carrying the signing secret.',
        operationId: 'createWebhook',
        params: workspaceParams,
        body: createWebhookInputSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(ctx, gated(request, workspaceGate), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/workspaces/:workspace/webhooks',
    {
      config: { gate: workspaceGate('webhooks.manage') },
      schema: {
        tags,
        summary: "List a workspace's webhooks",
        operationId: 'listWebhooks',
        params: workspaceParams,
        response: { 200: webhooksResponseSchema },
      },
    },
    async (request) => ({ webhooks: await webhooksOf(ctx, gated(request, workspaceGate)) }),
  );

  app.put(
    '/webhooks/:id',
    {
      config: { gate: webhookGate() },
      schema: {
        tags,
        summary: 'Change a webhook',
        description: 'Turning a webhook back on sends the events it kept while off.',
        operationId: 'updateWebhook',
        params: webhookParams,
        body: updateWebhookInputSchema,
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => ({
      webhook: await changeWebhook(ctx, gated(request, webhookGate), request.body),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { gate: webhookGate() },
      schema: {
        tags,
        summary: 'Delete a webhook and its deliveries',
        operationId: 'deleteWebhook',
        params: webhookParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await removeWebhook(ctx, gated(request, webhookGate));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { gate: webhookGate() },
      schema: {
        tags,
        summary: 'Send a test event',
        description: 'Queues a `webhook.test` event behind what the webhook already has to send.',
        operationId: 'testWebhook',
        params: webhookParams,
        response: { 202: queuedDeliveryResponseSchema },
      },
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(ctx, gated(request, webhookGate));
      return reply.status(202).send({ delivery });
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: { gate: webhookGate() },
      schema: {
        tags,
        summary: "Replace a webhook's signing secret",
        description:
          'The old secret stops at once; the answer is the only one carrying the new one.',
        operationId: 'rotateWebhookSecret',
        params: webhookParams,
        response: { 200: webhookSecretResponseSchema },
      },
    },
    async (request) => ({ secret: await rotateWebhookSecret(ctx, gated(request, webhookGate)) }),
  );
};
