import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { IpRateLimits } from '../../http/rate-limits';
import { sessionsRoutes } from './sessions.routes';
import { twoFactorLoginRoutes } from './two-factor-login.routes';
import { twoFactorRoutes } from './two-factor.routes';

/** Signed-in sessions and two-factor sign-in: /api/me/sessions, /api/me/two-factor, /auth/login/two-factor. */
export const accountSecurityRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  limits: IpRateLimits;
}> = async (app, { ctx, limits }) => {
  await app.register(sessionsRoutes, { prefix: '/api', ctx });
  await app.register(twoFactorRoutes, { prefix: '/api', ctx });
  await app.register(twoFactorLoginRoutes, { prefix: '/auth', ctx, limits });
};
