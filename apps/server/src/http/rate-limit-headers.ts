import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What one budget says of a request, in the terms of the RateLimit-* headers. */
export interface BudgetState {
  limit: number;
  remaining: number;
  /** Seconds until the budget's window starts again. */
  resetSeconds: number;
}

/** The IETF draft's names, also those @fastify/rate-limit writes with `enableDraftSpec`. */
const LIMIT = 'ratelimit-limit';
const REMAINING = 'ratelimit-remaining';
const RESET = 'ratelimit-reset';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tightest budget this request has been counted against so far (see noteBudget). */
    tightestBudget: BudgetState | null;
  }
}

/**
 * Every budget a request is counted against notes what it says here; the answer's RateLimit-*
 * headers describe the tightest of them: the fewest requests remaining, and of budgets equally
 * spent, the one that resets last (so a client pacing itself by them passes all of them).
 */
export function noteBudget(request: FastifyRequest, state: BudgetState): void {
  const noted = request.tightestBudget;
  if (!noted || tighter(state, noted)) request.tightestBudget = state;
}

/**
 * Writes the noted budget's headers as the answer leaves, unless the per-address limits of
 * @fastify/rate-limit (which write their own, before anything else counts) describe a tighter one.
 */
export function registerRateLimitHeaders(app: FastifyInstance): void {
  app.decorateRequest('tightestBudget', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const noted = request.tightestBudget;
    if (!noted) return payload;
    const written = writtenBudget(reply);
    if (written && !tighter(noted, written)) return payload;
    reply.header(LIMIT, noted.limit);
    reply.header(REMAINING, noted.remaining);
    reply.header(RESET, Math.ceil(noted.resetSeconds));
    return payload;
  });
}

function tighter(candidate: BudgetState, than: BudgetState): boolean {
  if (candidate.remaining !== than.remaining) return candidate.remaining < than.remaining;
  return candidate.resetSeconds > than.resetSeconds;
}

function writtenBudget(reply: FastifyReply): BudgetState | undefined {
  const remaining = reply.getHeader(REMAINING);
  if (remaining === undefined) return undefined;
  return {
    limit: Number(reply.getHeader(LIMIT)),
    remaining: Number(remaining),
    resetSeconds: Number(reply.getHeader(RESET)),
  };
}
