import { sessionSchema } from '@teamboard/shared';
import { twoFactorLoginInputSchema } from '@teamboard/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import type { IpRateLimits } from '../../http/rate-limits';
import { completeTwoFactorLogin } from './two-factor-login.service';

/** /auth/login/two-factor: the second step of a sign-in with two-factor on (no token needed). */
export const twoFactorLoginRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  app.post(
    '/login/two-factor',
    {
      config: { rateLimit: limits.login },
      schema: {
        operationId: 'completeTwoFactorLogin',
        summary: 'Finish a sign-in with a two-factor code',
        errors: [401],
        tags: ['auth'],
        body: twoFactorLoginInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => completeTwoFactorLogin(ctx, request.body, clientOf(request)),
  );
};
