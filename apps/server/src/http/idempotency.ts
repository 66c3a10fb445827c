import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@teamboard/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { AppError, badRequest, conflict } from './app-error';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency-keys.repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create: sent with an `Idempotency-Key`, a retry by the same caller within a day gets the
     * first answer again and creates nothing (http/idempotency.ts).
     */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request claimed, whose answer is kept as it is sent. */
    idempotencyClaim: { caller: string; key: string } | null;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is a kept one, not a new one. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
const KEPT_MS = 24 * 60 * 60 * 1000;
/** An unanswered claim this old is taken over: its request died with its process. */
const ABANDONED_MS = 60 * 1000;
const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/**
 * `config: { idempotent: true }` on a route adds, last among its preHandlers (after the
 * authentication, the budgets and the gate, so a replay is still refused to whoever lost
 * access), the claim of the request's key, and keeps the answer as it is sent: before
 * compression, whose hook each route gets after this one.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('idempotencyClaim', null);
  const admit: preHandlerAsyncHookHandler = (request, reply) => admitKey(db, clock, request, reply);
  const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
    await keepAnswer(db, request, reply, payload);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...asList(route.preHandler), admit];
    route.onSend = [...asList(route.onSend), keep];
  });
}

async function admitKey(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !PRINTABLE_ASCII.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  const caller = callerOf(request);
  const fingerprint = fingerprintOf(request);
  const now = clock.now();
  const claimed = await claimIdempotencyKey(db, {
    caller,
    key,
    fingerprint,
    now,
    expiresAt: new Date(now.getTime() + KEPT_MS),
    abandonedBefore: new Date(now.getTime() - ABANDONED_MS),
  });
  if (claimed) {
    request.idempotencyClaim = { caller, key };
    return undefined;
  }
  const kept = await findIdempotencyKey(db, caller, key);
  // Gone between the two statements: the sweep took it at its expiry, or its request released it.
  if (!kept) throw inProgress(reply);
  if (kept.fingerprint !== fingerprint) {
    throw new AppError(
      422,
      ERROR_CODES.idempotencyKeyReused,
      'Idempotency-Key reused with a different request',
    );
  }
  if (kept.status === null || kept.body === null) throw inProgress(reply);
  return reply
    .status(kept.status)
    .header(IDEMPOTENT_REPLAY_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(kept.body);
}

/**
 * Keeps what the handler answered, 4xx included (as Stripe does: a retry learns the same
 * refusal). A 429 or 5xx, which ask to try again, or an answer that is not JSON text, releases
 * the key instead, so the retry runs again.
 */
async function keepAnswer(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  request.idempotencyClaim = null;
  const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof body !== 'string') {
    await releaseIdempotencyKey(db, claim.caller, claim.key);
    return;
  }
  await saveIdempotentAnswer(db, { ...claim, status: reply.statusCode, body });
}

/**
 * Whose keys these are: an API key's own (a person's scripts do not share keys with their
 * browser), else the signed-in user's; signed out (a public form), the client's address on
 * that path.
 */
function callerOf(request: FastifyRequest): string {
  const session = request.session;
  if (session?.apiKey) return `api-key:${session.apiKey.keyId}`;
  if (session) return `user:${session.userId}`;
  return `address:${request.ip}:${request.url.split('?')[0]}`;
}

function fingerprintOf(request: FastifyRequest): string {
  const parts = [request.method, request.routeOptions.url, request.params, request.body];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function inProgress(reply: FastifyReply): AppError {
  reply.header('retry-after', 1);
  return conflict('A request with this Idempotency-Key is still being processed: retry shortly');
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
