import { ACCESS_CHANGED_EVENT } from '@teamboard/shared';
import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { unauthorized } from '../../http/app-error';
import { findRefusingWorkspaces } from '../api-keys/api-keys.repo';
import { sessionHolds } from '../auth/session-user';
import { authorizeBoard } from '../boards/board.policy';
import { authorizeChat } from '../chats/chat.policy';
import { findUserById } from '../users/users.repo';
import { boardOfRoom, chatOfRoom, restrictedKeyRoom, userRoom } from './rooms';
import { renewRefusingWorkspaces, sessionOf, type SocketSession } from './socket-session';
import type { UserChange } from './user-events';

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

/**
 * Applies a user change on this process: the ended sessions are refused from now on, sockets
 * whose session no longer holds are closed, and the others leave every board or chat room their
 * user (or their key, if a workspace refuses keys now) may no longer see.
 */
export async function applyUserChange(
  ctx: AppContext,
  sockets: Namespace,
  change: UserChange,
): Promise<void> {
  ctx.endedSessions.add(change.endedSessions);
  const local = localSocketsOf(sockets, change.userId);
  if (local.length === 0) return;
  const user = await findUserById(ctx.db, change.userId);
  await renewKeyGrants(ctx, change.userId, local);
  for (const socket of local) {
    if (!socketSessionHolds(ctx, user, sessionOf(socket))) {
      socket.disconnect(true);
      continue;
    }
    await leaveHiddenRooms(ctx, socket);
    socket.emit(ACCESS_CHANGED_EVENT);
  }
}

async function leaveHiddenRooms(ctx: AppContext, socket: Socket): Promise<void> {
  for (const room of socket.rooms) {
    const visible = await roomVisible(ctx, sessionOf(socket), room).then(
      () => true,
      () => false,
    );
    if (!visible) await socket.leave(room);
  }
}

/** Resolves when the session may still be in the room (rejects otherwise). */
async function roomVisible(ctx: AppContext, session: SocketSession, room: string): Promise<void> {
  const boardId = boardOfRoom(room);
  if (boardId) await authorizeBoard(ctx.db, session, boardId, 'board.view');
  const chatId = chatOfRoom(room);
  if (chatId) await authorizeChat(ctx.db, session, { chatId }, 'read');
}

/** The user's sockets connected to this process. */
export function localSocketsOf(sockets: Namespace, userId: string): Socket[] {
  const rooms = [userRoom(userId), restrictedKeyRoom(userId)];
  const ids = rooms.flatMap((room) => [...(sockets.adapter.rooms.get(room) ?? [])]);
  return ids.flatMap((id) => sockets.sockets.get(id) ?? []);
}
