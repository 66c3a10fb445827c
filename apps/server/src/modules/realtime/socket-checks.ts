import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { sessionHolds } from '../auth/session-user';
import { authorizeBoard } from '../boards/board.policy';
import { authorizeChat } from '../chats/chat.policy';
import { findUserById } from '../users/users.repo';
import { boardOfRoom, chatOfRoom, restrictedKeyRoom, userRoom } from './rooms';
import { sessionOf, type SocketSession } from './socket-session';
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
 * Applies a user change on this process: the ended sessions are refused from now on, sockets
 * whose session no longer holds are closed, and the others leave every board or chat room their
 * user may no longer see.
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
  for (const socket of local) {
    if (!socketSessionHolds(ctx, user, sessionOf(socket))) {
      socket.disconnect(true);
      continue;
    }
    await leaveHiddenRooms(ctx, socket);
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
