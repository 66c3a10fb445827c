import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimit } from './rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route preHandler counting one board write (a task, column, label, comment, time entry or
     * timer change) against its user's budget; 429 past it. Runs after `authenticate`.
     */
    limitBoardWrites: preHandlerAsyncHookHandler;
  }
}

/**
 * One budget of board writes per signed-in user, across every route that changes a board: far
 * above what a person does by hand, low enough that a script cannot flood a board (or every
 * member's copy of it). One handler, so all those routes count in one counter (in Redis when
 * configured, so across processes).
 */
export function registerBoardWriteLimit(app: FastifyInstance, limit: RateLimit): void {
  app.decorate(
    'limitBoardWrites',
    app.rateLimit({
      ...limit,
      hook: 'preHandler',
      keyGenerator: (request) => `board-writes:${request.session?.userId ?? request.ip}`,
    }),
  );
}
