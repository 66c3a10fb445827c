import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../../http/rate-limits';
import { requestBudget, type UserBudget } from '../../http/user-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against its API key's budget; 429 with Retry-After past it. */
    limitApiKeys: UserBudget;
  }
}

/**
 * One budget per API key over every route, in Redis when configured (so across processes). A
 * request made with a key counts here instead of against the board-write budget
 * (http/board-write-limit.ts).
 */
export function registerApiKeyLimit(app: FastifyInstance, limit: RateLimit): void {
  app.decorate(
    'limitApiKeys',
    requestBudget(
      app,
      limit,
      (request) => `api-key:${request.session?.apiKey?.keyId ?? request.ip}`,
    ),
  );
}
