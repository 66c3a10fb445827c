import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { REQUEST_ID_LOG_LABEL, requestIdOf } from '../../http/request-id';

/**
 * The logger of one socket: every line carries the connection's request id (its handshake's
 * X-Request-Id when sane, else a new one), as an HTTP request's lines do. Made on first use
 * (the handshake) and kept for the socket's life.
 */
export function socketLog(ctx: AppContext, socket: Socket): FastifyBaseLogger {
  const data = socket.data as { log?: FastifyBaseLogger };
  data.log ??= ctx.log.child({ [REQUEST_ID_LOG_LABEL]: requestIdOf(socket.handshake.headers) });
  return data.log;
}
