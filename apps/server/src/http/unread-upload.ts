import type { FastifyRequest } from 'fastify';

/**
 * Once an upload is answered: what the client was still sending (it was refused before its file
 * was read whole) is read and dropped. Left unread, it would hold the connection for good: the
 * client's next request on it would never be answered, and the server could not close.
 * An upload route's `onResponse`.
 */
export async function dropUnreadUpload(request: FastifyRequest): Promise<void> {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}
