import { roomRequestSchema } from '@teamboard/shared';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../http/app-error';
import { admitKeyScope, RESTRICTED_KEY_MESSAGE } from '../modules/api-keys/api-key-admission';
import { authorizeBoard } from '../modules/boards/board.policy';
import { CLIENT_EVENT_EFFECTS } from './client-event-effects';
import { boardRoom, joinOnly, notificationsRoom, type Ack } from '../modules/sockets/rooms';
import { currentUserOf, sessionForJoin } from '../modules/sockets/socket-checks.service';
import { SOCKET_EVENT_LIMITS, type SocketBudget } from './socket-budget';
import { socketLog } from '../modules/sockets/socket-log';
import type { OnClientEvent, SocketHandlers } from '../modules/sockets/socket-handlers';
import { sessionOf } from '../modules/sockets/socket-session';

/**
 * The events a client sends. Each answers its acknowledgement with {ok: true} or
 * {ok: false, message}; a refused event also gets an `error` event (and a refused join no room).
 * Every event is counted against the socket's and its user's budget, and one that writes is
 * refused to a read-only API key (client-event-effects.ts); a join re-checks the socket's
 * session and closes the socket if it no longer holds. The modules' own events (a chat's) are
 * registered by the handlers the composition root passes.
 */
export function registerRoomHandlers(
  ctx: AppContext,
  socket: Socket,
  budget: SocketBudget,
  modules: SocketHandlers[],
): void {
  const { userId } = sessionOf(socket);
  const on: OnClientEvent = (event, handler) => {
    const admitted = async (body: unknown) => {
      if (!budget.take(socket.id, userId)) {
        throw tooManyRequests(SOCKET_EVENT_LIMITS.windowMs / 1000);
      }
      admitKeyScope(sessionOf(socket).apiKey, CLIENT_EVENT_EFFECTS[event] === 'write');
      await handler(body);
    };
    socket.on(event, (body: unknown, ack?: unknown) => {
      const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      admitted(body).then(
        () => answer({ ok: true }),
        (error: unknown) => {
          const message = error instanceof AppError ? error.message : 'Request failed';
          if (!(error instanceof AppError))
            socketLog(ctx, socket).error({ err: error, event }, 'socket event failed');
          socket.emit('error', { event, message });
          answer({ ok: false, message });
          if (error instanceof AppError && error.statusCode === 401) socket.disconnect(true);
        },
      );
    });
  };

  on('join-board', async (body) => {
    const boardId = boardIdOf(body);
    const session = await sessionForJoin(ctx, socket);
    // The gate reads the user and answers 401 if the session no longer holds.
    await authorizeBoard(ctx.db, session, boardId, 'board.view');
    await joinOnly(socket, boardRoom(boardId));
  });
  on('leave-board', async (body) => {
    const boardId = boardIdOf(body);
    await socket.leave(boardRoom(boardId));
  });
  on('join-notifications', async () => {
    if (!(await currentUserOf(ctx, socket))) throw unauthorized();
    if (sessionOf(socket).apiKey?.workspaceId) throw forbidden(RESTRICTED_KEY_MESSAGE);
    await socket.join(notificationsRoom(userId));
  });
  on('leave-notifications', async () => {
    await socket.leave(notificationsRoom(userId));
  });
  for (const register of modules) register(ctx, socket, on);
}

/** The board a room request names; a malformed one is refused like a board the user cannot see. */
function boardIdOf(body: unknown): string {
  const parsed = roomRequestSchema.safeParse(body);
  if (!parsed.success) throw notFound('Board not found');
  return parsed.data.boardId;
}
