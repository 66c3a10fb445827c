import {
  authProvidersResponseSchema,
  googleLoginInputSchema,
  googleStartResponseSchema,
  signInResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { clientOf } from '../../../http/client-info';
import type { IpRateLimits } from '../../../http/rate-limits';
import { completeGoogleLogin, startGoogleLogin } from './google-login.service';

/** Sign-in providers and the Google OpenID Connect flow, under /auth. */
export const googleRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  const tags = ['auth'];

  app.get(
    '/providers',
    {
      schema: {
        operationId: 'listSignInProviders',
        summary: 'List the sign-in providers',
        tags,
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({
      google: ctx.google !== undefined,
    }),
  );

  app.post(
    '/login/oauth/google/start',
    {
      config: { rateLimit: limits.login },
      schema: {
        operationId: 'startGoogleLogin',
        summary: 'Start signing in with Google',
        errors: [404],
        tags,
        response: { 200: googleStartResponseSchema },
      },
    },
    async () => startGoogleLogin(ctx),
  );

  app.post(
    '/login/oauth/google',
    {
      config: { rateLimit: limits.login },
      schema: {
        operationId: 'completeGoogleLogin',
        summary: 'Finish signing in with Google',
        errors: [404, 409],
        tags,
        body: googleLoginInputSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => completeGoogleLogin(ctx, request.body, clientOf(request)),
  );
};
