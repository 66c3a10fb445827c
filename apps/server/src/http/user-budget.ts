import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './app-error';
import { noteBudget } from './rate-limit-headers';
import type { RateLimit } from './rate-limits';

/** Counts one request against a budget; 429 with Retry-After past it. */
export type UserBudget = (request: FastifyRequest) => Promise<void>;

/**
 * A budget of requests counted in @fastify/rate-limit's store (in Redis when configured, so
 * across processes), per what `subjectOf` names. Not a limiter from `app.rateLimit`: the plugin
 * runs only the first of those in a request, so a budget counted that way would silence the
 * others after it, or be silenced by them. This one counts whatever else has counted, and notes
 * what it counted for the answer's RateLimit-* headers (rate-limit-headers.ts).
 */
export function requestBudget(
  app: FastifyInstance,
  limit: RateLimit,
  subjectOf: (request: FastifyRequest) => string,
): UserBudget {
  const count = app.createRateLimit({ ...limit, keyGenerator: subjectOf });
  return async (request) => {
    const counted = await count(request);
    if (counted.isAllowed) return;
    if (counted.isExceeded) throw tooManyRequests(counted.ttlInSeconds, counted.max);
    noteBudget(request, {
      limit: counted.max,
      remaining: counted.remaining,
      resetSeconds: counted.ttlInSeconds,
    });
  };
}

/** A budget per signed-in user (per client address before sign-in), named `name`. */
export function userBudget(app: FastifyInstance, name: string, limit: RateLimit): UserBudget {
  return requestBudget(app, limit, (request) => `${name}:${request.session?.userId ?? request.ip}`);
}
