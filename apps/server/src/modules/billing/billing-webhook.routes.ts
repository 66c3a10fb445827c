import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { receiveStripeEvent } from './billing-webhook.service';

/**
 * POST /api/billing/webhook: Stripe's events, without a session (the signature is the proof).
 * Its own plugin so that its JSON stays raw bytes, which the signature covers; every other
 * route keeps the parsed body. Not in the API documentation: only Stripe calls it.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/billing/webhook', { schema: { hide: true } }, async (request) => {
    await receiveStripeEvent(ctx, request.body, request.headers['stripe-signature']);
    return { received: true };
  });
};
