import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from './rate-limits';
import { userBudget } from './user-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route preHandler counting one board write (a task, column, label, comment, time entry or
     * timer change) against its user's budget; 429 past it. Runs after `authenticate`.
     */
    limitBoardWrites: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * One budget of board writes per signed-in user, across every route that changes a board: far
 * above what a person does by hand, low enough that a script cannot flood a board (or every
 * member's copy of it). One handler, so all those routes count in one counter (in Redis when
 * configured, so across processes). A request made with an API key counts against the key's
 * budget instead (modules/api-keys/api-key-limit.ts).
 */
export function registerBoardWriteLimit(app: FastifyInstance, limit: RateLimit): void {
  const count = userBudget(app, 'board-writes', limit);
  app.decorate('limitBoardWrites', async (request: FastifyRequest) => {
    if (request.session?.apiKey) return;
    await count(request);
  });
}
