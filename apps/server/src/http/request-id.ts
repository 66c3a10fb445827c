import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The key every log line of a request (and of a socket event) carries its id under. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Printable ASCII only, at most 128 characters: anything else is not kept in the logs. */
const SANE_REQUEST_ID = /^[\x21-\x7e](?:[\x20-\x7e]{0,126}[\x21-\x7e])?$/;

/**
 * The id of a request (or of a socket connection, from its handshake): the caller's
 * X-Request-Id when it is sane, so a proxy's id follows the request into our logs; else a new one.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Fastify's options for request ids. The header is read by genReqId (not requestIdHeader, which
 * would take any value as it is); the log label goes to the LogController.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: { headers: IncomingHttpHeaders }) => requestIdOf(request.headers),
} as const;

/** Every answer (errors, 404s, the web app and its files included) tells its request id. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
