import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { SocketAck } from '@teamboard/shared';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { userOfAccessToken } from '../../http/authenticate';
import type { BoardEvents } from './board-events';
import { startBoardUpdateFeed } from './board-update-feed';
import { registerRoomHandlers } from './room-handlers';

export const boardRoom = (boardId: string) => `board:${boardId}`;
export const notificationsRoom = (userId: string) => `notifications:${userId}`;
export const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime extends BoardEvents {
  /**
   * Starts serving socket.io on the app's HTTP server, and listening for the board updates the
   * database publishes (every process sends each one to its own sockets).
   */
  attach(server: HttpServer, ctx: AppContext, database: DatabaseHandle): Promise<void>;
  /** Stops listening, disconnects every socket (before the HTTP server closes) and Redis. */
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
  let stopFeed: (() => Promise<void>) | undefined;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const subscriber = redis?.duplicate();

  return {
    async attach(server, ctx, database) {
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
      const local = io.local;
      const rooms = io.of('/').adapter.rooms;
      stopFeed = await startBoardUpdateFeed(database, {
        watched: (boardId) => rooms.has(boardRoom(boardId)),
        deliver: (update) => local.to(boardRoom(update.boardId)).emit('board-update', update),
        // Reconnecting clients refetch what they may have missed.
        onResumed: () => local.disconnectSockets(),
        log: ctx.log,
      });
    },
    notify(userId, notification) {
      io?.to(notificationsRoom(userId)).emit('notification', notification);
    },
    removeFromBoards(userId, boardIds) {
      if (boardIds.length === 0) return;
      io?.in(userRoom(userId)).socketsLeave(boardIds.map(boardRoom));
    },
    async close() {
      await stopFeed?.();
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
