import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './app-error';
import type { RateLimit } from './rate-limits';

/** Counts one request against its user's budget; 429 with Retry-After past it. */
export type UserBudget = (request: FastifyRequest) => Promise<void>;

/**
 * A budget per signed-in user, counted in @fastify/rate-limit's store (in Redis when configured,
 * so across processes). Not a limiter from `app.rateLimit`: the plugin runs only the first of
 * those in a request, so a budget counted that way would silence the board-write and API-key
 * budgets after it, or be silenced by them. This one counts whatever else has counted.
 */
export function userBudget(app: FastifyInstance, name: string, limit: RateLimit): UserBudget {
  const count = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${request.session?.userId ?? request.ip}`,
  });
  return async (request) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    throw tooManyRequests(counted.ttlInSeconds);
  };
}
