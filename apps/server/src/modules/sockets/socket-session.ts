import type { Socket } from 'socket.io';
import { originTag } from '../../events/origin';
import type { AccessTokenClaims } from '../../http/caller';

/**
 * The session a socket was opened with: its token's claims, kept for the socket's whole life so
 * that a logout, a password change or the token's expiry ends the socket too. A key's refusing
 * workspaces are the one part read again while it lives (renewRefusingWorkspaces).
 */
export interface SocketSession extends AccessTokenClaims {
  /** The tag board updates caused by this tab carry (see originTag). */
  origin: string;
}

export function openSocketSession(socket: Socket, claims: AccessTokenClaims): SocketSession {
  const session: SocketSession = { ...claims, origin: originTag(claims.userId, socket.id) };
  (socket.data as { session?: SocketSession }).session = session;
  return session;
}

/**
 * Stores the workspaces refusing API keys, read again since the socket's key connected (a
 * workspace's settings may have changed): every later check of the socket reads them.
 */
export function renewRefusingWorkspaces(socket: Socket, refusingWorkspaces: string[]): void {
  const session = sessionOf(socket);
  if (!session.apiKey) return;
  const apiKey = { ...session.apiKey, refusingWorkspaces };
  (socket.data as { session?: SocketSession }).session = { ...session, apiKey };
}

export function sessionOf(socket: Socket): SocketSession {
  const session = (socket.data as { session?: SocketSession }).session;
  if (!session) throw new Error('socket without a session');
  return session;
}
