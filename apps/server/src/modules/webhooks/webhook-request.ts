import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_RESPONSE_BODY_LIMIT } from '@teamboard/shared/webhook';
import { hostOf, isForbiddenAddress } from './webhook-address';
import { REFUSED, webhookAgent } from './webhook-agents';

/**
 * Why a webhook may not target `url` (undefined: it may): its host is, or resolves to, an
 * address of this machine or a private network. Checked when the webhook is saved; the
 * delivery checks again the address it connects to (postWebhook), so DNS cannot change the
 * answer in between.
 */
export async function targetProblem(
  url: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const host = hostOf(new URL(url));
  if (isIP(host)) return isForbiddenAddress(host) ? `${host} is ${REFUSED}` : undefined;
  const addresses = await lookup(host, { all: true }).catch(() => undefined);
  if (!addresses || addresses.length === 0) return `${host} does not resolve`;
  const refused = addresses.find((each) => isForbiddenAddress(each.address));
  return refused ? `${host} resolves to ${refused.address}, ${REFUSED}` : undefined;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** One attempt's outcome: the receiver's status and answer, or why there was none. */
export interface WebhookAttempt {
  status: number | null;
  /** The first 4 KB of the answer. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

type Answer = Omit<WebhookAttempt, 'durationMs'>;

/**
 * POSTs one delivery and never throws. Redirects are not followed (a 3xx is a failure like any
 * other non-2xx), the whole exchange has `timeoutMs`, and only the start of the answer is read.
 * A kept-alive connection the receiver closed just as it was reused is retried once on a fresh
 * one (the receiver may have seen the first: at least once allows that).
 */
export async function postWebhook(request: WebhookRequest): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(request.url);
  const host = hostOf(target);
  if (!request.allowPrivate && isIP(host) && isForbiddenAddress(host)) {
    return { status: null, body: null, error: `${host} is ${REFUSED}`, durationMs: 0 };
  }
  const first = await exchange(target, request, request.timeoutMs);
  const answer =
    first === STALE ? await exchange(target, request, request.timeoutMs - elapsed()) : first;
  return answer === STALE
    ? { status: null, body: null, error: 'the connection was closed', durationMs: elapsed() }
    : { ...answer, durationMs: elapsed() };
}

/** A reused connection failed before any answer came. */
const STALE = Symbol('stale connection');

function exchange(
  target: URL,
  request: WebhookRequest,
  timeoutMs: number,
): Promise<Answer | typeof STALE> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer | typeof STALE) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(answer);
    };
    const outgoing = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Teamboard-Webhooks',
          ...request.headers,
        },
        agent: webhookAgent(target.protocol, request.allowPrivate),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          settle({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BODY_LIMIT).toString('utf8'),
            error: null,
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < WEBHOOK_RESPONSE_BODY_LIMIT) return;
          finish();
          response.destroy();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const deadline = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${request.timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale =
        outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      settle(stale ? STALE : { status: null, body: null, error: error.message });
    });
    outgoing.end(request.body);
  });
}
