import { SOCKET_ID_HEADER } from '@teamboard/shared';
import type { FastifyRequest } from 'fastify';
import type { Initiator } from '../../events/board-events';
import { initiatorFor } from '../../events/origin';
import { sessionOf } from '../../http/caller';

/** The signed-in user and tab behind a REST write (the tab names its socket in a header). */
export function initiatorOf(request: FastifyRequest): Initiator {
  return initiatorFor(sessionOf(request).userId, request.headers[SOCKET_ID_HEADER]);
}
