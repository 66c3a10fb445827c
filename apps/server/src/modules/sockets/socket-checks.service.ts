import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { unauthorized } from '../../http/app-error';
import { findRefusingWorkspaces } from '../api-keys/api-keys.repo';
import { sessionHolds } from '../users/session-user.service';
import { findUserById } from '../users/users.repo';
import { restrictedKeyRoom, userRoom } from './rooms';
import { renewRefusingWorkspaces, sessionOf, type SocketSession } from './socket-session';

/**
 * The socket's session still holds: its user exists with the same session version (no password
 * change or reset since), the session was not ended (logout) and its access token has not expired.
 */
export function socketSessionHolds(
  ctx: AppContext,
  user: UserRow | undefined,
  session: SocketSession,
): user is UserRow {
  return sessionHolds(session, user) && socketSessionLive(ctx, session);
}

/**
 * What the socket's session holds by itself, before its user is read: it was not ended (logout)
 * and its access token has not expired.
 */
export function socketSessionLive(ctx: AppContext, session: SocketSession): boolean {
  if (ctx.endedSessions.has(session.sessionId)) return false;
  return session.expiresAt > ctx.clock.now().getTime();
}

/** The socket's user as the database has them now, or undefined if its session no longer holds. */
export async function currentUserOf(ctx: AppContext, socket: Socket): Promise<UserRow | undefined> {
  const session = sessionOf(socket);
  const user = await findUserById(ctx.db, session.userId);
  return socketSessionHolds(ctx, user, session) ? user : undefined;
}

/**
 * The socket's session for joining a room, as it holds now: refused (401) once ended or expired,
 * and a key's refusing workspaces read again, so a join sees a settings change at once (not
 * only once the change's announcement is applied).
 */
export async function sessionForJoin(ctx: AppContext, socket: Socket): Promise<SocketSession> {
  const session = sessionOf(socket);
  if (!socketSessionLive(ctx, session)) throw unauthorized();
  await renewKeyGrants(ctx, session.userId, [socket]);
  return sessionOf(socket);
}

/**
 * Reads again which of the user's workspaces refuse API keys into the sessions of those of the
 * user's `sockets` opened with a key: a workspace may have turned keys off since they connected.
 */
export async function renewKeyGrants(
  ctx: AppContext,
  userId: string,
  sockets: Socket[],
): Promise<void> {
  const keySockets = sockets.filter((socket) => sessionOf(socket).apiKey);
  if (keySockets.length === 0) return;
  const refusing = await findRefusingWorkspaces(ctx.db, userId);
  for (const socket of keySockets) renewRefusingWorkspaces(socket, refusing);
}

/** The user's sockets connected to this process. */
export function localSocketsOf(sockets: Namespace, userId: string): Socket[] {
  const rooms = [userRoom(userId), restrictedKeyRoom(userId)];
  const ids = rooms.flatMap((room) => [...(sockets.adapter.rooms.get(room) ?? [])]);
  return ids.flatMap((id) => sockets.sockets.get(id) ?? []);
}
