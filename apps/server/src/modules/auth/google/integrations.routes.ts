import { googleLoginInputSchema, googleStartResponseSchema } from '@teamboard/shared';
import { integrationsResponseSchema } from '@teamboard/shared/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { clientOf } from '../../../http/client-info';
import type { IpRateLimits } from '../../../http/rate-limits';
import {
  completeGoogleLink,
  googleIntegration,
  startGoogleLink,
  unlinkGoogle,
} from './google-link.service';
import { signedInUser } from '../../users/session-user.service';

/**
 * The signed-in account's linked Google sign-in, under /api/me/integrations. Linking runs the
 * same OpenID Connect flow as signing in, started and finished by the signed-in account. No
 * personal API key may change how an account signs in.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  const tags = ['me'];
  const response = { 200: integrationsResponseSchema };
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/integrations',
    {
      schema: {
        operationId: 'listIntegrations',
        tags,
        summary: "The account's linked sign-in providers",
        response,
      },
    },
    async (request) => googleIntegration(ctx, ctx.db, await signedInUser(ctx.db, request)),
  );

  app.post(
    '/me/integrations/google/start',
    {
      config: { apiKeys: false, rateLimit: limits.login },
      schema: {
        operationId: 'startGoogleLink',
        errors: [404, 409],
        tags,
        summary: 'Start linking a Google account (returns where to send the browser)',
        response: { 200: googleStartResponseSchema },
      },
    },
    async (request) => startGoogleLink(ctx, await signedInUser(ctx.db, request)),
  );

  app.post(
    '/me/integrations/google',
    {
      config: { apiKeys: false, rateLimit: limits.login },
      schema: {
        operationId: 'linkGoogle',
        errors: [404, 409],
        tags,
        summary: 'Finish linking with the code Google sent back',
        body: googleLoginInputSchema,
        response,
      },
    },
    async (request) =>
      completeGoogleLink(ctx, await signedInUser(ctx.db, request), request.body, clientOf(request)),
  );

  app.delete(
    '/me/integrations/google',
    {
      config: { apiKeys: false },
      schema: {
        operationId: 'unlinkGoogle',
        errors: [404, 409],
        tags,
        summary: 'Unlink the Google account',
        response,
      },
    },
    async (request) => unlinkGoogle(ctx, await signedInUser(ctx.db, request), clientOf(request)),
  );
};
