import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { BoardUpdate, SocketAck } from '@teamboard/shared';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { userOfAccessToken } from '../../http/authenticate';
import type { BoardEvents } from './board-events';
import { registerRoomHandlers } from './room-handlers';

export const boardRoom = (boardId: string) => `board:${boardId}`;
export const notificationsRoom = (userId: string) => `notifications:${userId}`;
export const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime extends BoardEvents {
  /** Starts serving socket.io on the app's HTTP server. */
  attach(server: HttpServer, ctx: AppContext): void;
  /** Disconnects every socket (before the HTTP server closes) and the Redis clients. */
  close(): Promise<void>;
}

export type Ack = (answer: SocketAck) => void;

/**
 * socket.io on the app's own HTTP server (websocket, then polling). A connection must carry a
 * valid access token (`auth: {token}`), else it is refused with "Unauthorized". With a Redis
 * URL the rooms are shared by every server process through the Redis adapter.
 */
export function createRealtime(redisUrl: string | undefined): Realtime {
  let io: Server | undefined;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const subscriber = redis?.duplicate();

  return {
    attach(server, ctx) {
      io = new Server(server, { transports: ['websocket', 'polling'], serveClient: false });
      if (redis && subscriber) io.adapter(createAdapter(redis, subscriber));
      io.use((socket, next) => {
        authenticateSocket(ctx, socket).then(
          () => next(),
          () => next(new Error('Unauthorized')),
        );
      });
      io.on('connection', (socket) => {
        void socket.join(userRoom(userIdOf(socket)));
        registerRoomHandlers(ctx, socket);
      });
    },
    emit(update: BoardUpdate) {
      io?.to(boardRoom(update.boardId)).emit('board-update', update);
    },
    notify(userId, notification) {
      io?.to(notificationsRoom(userId)).emit('notification', notification);
    },
    removeFromBoards(userId, boardIds) {
      if (boardIds.length === 0) return;
      io?.in(userRoom(userId)).socketsLeave(boardIds.map(boardRoom));
    },
    async close() {
      io?.disconnectSockets(true);
      io?.engine.close();
      redis?.disconnect();
      subscriber?.disconnect();
    },
  };
}

async function authenticateSocket(ctx: AppContext, socket: Socket): Promise<void> {
  const auth = socket.handshake.auth as { token?: unknown };
  const token = typeof auth.token === 'string' ? auth.token : undefined;
  const user = await userOfAccessToken(ctx, token);
  if (!user) throw new Error('Unauthorized');
  (socket.data as { userId?: string }).userId = user.id;
}

export function userIdOf(socket: Socket): string {
  const userId = (socket.data as { userId?: string }).userId;
  if (!userId) throw new Error('socket without a user');
  return userId;
}
