import type { FastifyInstance } from 'fastify';
import type { RateLimit } from './rate-limits';
import { userBudget, type UserBudget } from './user-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one write (see route-effect.ts) against its user's general budget; 429 past it.
     * Called by `authenticate`, so once per signed-in request, whatever the route.
     */
    limitWrites: UserBudget;
  }
}

/**
 * One budget of writes per signed-in user over every write route, on top of the specific ones
 * (board writes, chat, API keys, the account quotas): far above what a person does by hand, so
 * that no route, however new, lets a script write without end. A request made with an API key
 * counts here too: the key acts as its owner, and a person with several keys would otherwise
 * multiply their writes by their keys.
 */
export function registerWriteLimit(app: FastifyInstance, limit: RateLimit): void {
  app.decorate('limitWrites', userBudget(app, 'writes', limit));
}
