import { SOCKET_ID_HEADER } from '@teamboard/shared';
import type { FastifyRequest } from 'fastify';
import type { Initiator } from '../modules/realtime/board-events';
import { originTag } from '../modules/realtime/socket-session';
import { sessionOf } from './authenticate';

/** What a socket id looks like (socket.io's are 20 URL-safe characters). */
const SOCKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The user (signed in) and tab behind a REST write. The tab's socket id is bound to the caller
 * by `originTag`: naming another user's socket cannot make their tab skip the change.
 */
export function initiatorOf(request: FastifyRequest): Initiator {
  const { userId } = sessionOf(request);
  const header = request.headers[SOCKET_ID_HEADER];
  const origin =
    typeof header === 'string' && SOCKET_ID.test(header) ? originTag(userId, header) : null;
  return { userId, origin };
}
