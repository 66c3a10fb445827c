import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimit } from '../../http/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against its API key's budget; 429 with Retry-After past it. */
    limitApiKeys: preHandlerAsyncHookHandler;
  }
}

/**
 * One budget per API key over every route, in Redis when configured (so across processes). A
 * request made with a key counts here instead of against the board-write budget: the limiter
 * runs once per request.
 */
export function registerApiKeyLimit(app: FastifyInstance, limit: RateLimit): void {
  app.decorate(
    'limitApiKeys',
    app.rateLimit({
      ...limit,
      hook: 'preHandler',
      keyGenerator: (request) => `api-key:${request.session?.apiKey?.keyId ?? request.ip}`,
    }),
  );
}
