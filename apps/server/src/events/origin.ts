import { createHash } from 'node:crypto';
import type { Initiator } from './board-events';

/** What a socket id looks like (socket.io's are 20 URL-safe characters). */
const SOCKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a board update says about the tab that caused it, so that tab can skip its own echo:
 * a hash of the writer's user id and the socket id the request named. Raw socket ids are never
 * broadcast, and a request naming someone else's socket yields a tag no tab has.
 */
export function originTag(userId: string, socketId: string): string {
  return createHash('sha256').update(`${userId}:${socketId}`).digest('base64url').slice(0, 22);
}

/**
 * The user and tab behind a write: the socket id a request names (its header's value) is bound
 * to the writer by `originTag`, so naming another user's socket cannot make their tab skip the
 * change; a malformed one is no tab at all.
 */
export function initiatorFor(userId: string, socketId: unknown): Initiator {
  const origin =
    typeof socketId === 'string' && SOCKET_ID.test(socketId) ? originTag(userId, socketId) : null;
  return { userId, origin };
}
