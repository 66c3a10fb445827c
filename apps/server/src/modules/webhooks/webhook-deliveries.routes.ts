import {
  queuedDeliveryResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
} from '@teamboard/shared/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { gated } from '../../http/gate';
import { deliveryGate, webhookGate } from './webhook.policy';
import { deliveriesOf, deliveryDetail, redeliver } from './webhook-deliveries.service';
import { webhookParams } from './webhooks.routes';

const deliveryParams = z.object({ id: z.uuid('Delivery not found') });

/** A webhook's deliveries: the latest, one with its request and answer, and sending one again. */
export const webhookDeliveriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['webhooks'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { gate: webhookGate() },
      schema: {
        tags,
        summary: "List a webhook's deliveries",
        description:
          'Newest first, `limit` of them (50 unless told, at most 100); `cursor` gives the older ones after the page it came with.',
        operationId: 'listWebhookDeliveries',
        params: webhookParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request) => deliveriesOf(ctx, gated(request, webhookGate), request.query),
  );

  app.get(
    '/webhook-deliveries/:id',
    {
      config: { gate: deliveryGate() },
      schema: {
        tags,
        summary: 'Read a delivery with its request and answer',
        description: "The receiver's answer is kept to its first 4 KB.",
        operationId: 'getWebhookDelivery',
        params: deliveryParams,
        response: { 200: webhookDeliveryResponseSchema },
      },
    },
    async (request) => ({ delivery: deliveryDetail(gated(request, deliveryGate)) }),
  );

  app.post(
    '/webhook-deliveries/:id/redeliver',
    {
      config: { gate: deliveryGate() },
      schema: {
        tags,
        summary: 'Send a delivered event again',
        description:
          'Queues the same body with the same `Teamboard-Delivery` id behind what the webhook already has to send.',
        operationId: 'redeliverWebhookDelivery',
        params: deliveryParams,
        response: { 202: queuedDeliveryResponseSchema },
      },
    },
    async (request, reply) => {
      const delivery = await redeliver(ctx, gated(request, deliveryGate));
      return reply.status(202).send({ delivery });
    },
  );
};
