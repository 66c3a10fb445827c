import { ACCESS_CHANGED_EVENT } from '@teamboard/shared';
import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../context';
import type { UserChange } from '../events/user-events';
import { authorizeBoard } from '../modules/boards/board.policy';
import { authorizeChat } from '../modules/chats/chat.policy';
import { findUserById } from '../modules/users/users.repo';
import { boardOfRoom, chatOfRoom } from '../modules/sockets/rooms';
import {
  localSocketsOf,
  renewKeyGrants,
  socketSessionHolds,
} from '../modules/sockets/socket-checks.service';
import { sessionOf, type SocketSession } from '../modules/sockets/socket-session';

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
