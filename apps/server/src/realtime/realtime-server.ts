import type { Server as HttpServer } from 'node:http';
import { SERVER_SHUTDOWN_EVENT } from '@teamboard/shared';
import type { Redis } from 'ioredis';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { sessionOfAccessToken } from '../modules/auth/authenticate.service';
import { clientAt } from '../http/client-info';
import { dropFailedPublishes, logConnectionErrors, openRedis } from '../redis';
import { startBoardUpdateFeed } from '../events/board-update-feed';
import type { ChatSignal } from '../events/chat-events';
import type { NotificationDelivery } from '../events/notification-events';
import type { SocketHandlers } from '../modules/sockets/socket-handlers';
import { registerRoomHandlers } from './room-handlers';
import { boardRoom, personalRoomOf, restrictedKeyRoom, userRoom } from '../modules/sockets/rooms';
import { localSocketsOf } from '../modules/sockets/socket-checks.service';
import { applyUserChange } from './user-change';
import { createSocketBudget, SOCKET_EVENT_LIMITS } from './socket-budget';
import { socketLog } from '../modules/sockets/socket-log';
import { openSocketSession, sessionOf } from '../modules/sockets/socket-session';

/** Open sockets one user may have across every process (tabs and devices). */
export const MAX_SOCKETS_PER_USER = 20;
export const TOO_MANY_SOCKETS = 'Too many connections';
const UNAUTHORIZED = 'Unauthorized';
/** How long shutdown waits for its sockets' last packets to go out. */
const SOCKET_CLOSE_LIMIT_MS = 1000;
/** The longest delay setTimeout honours (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Realtime {
  /**
   * Starts serving socket.io on the app's HTTP server, and listening for the board updates, user
   * changes and notifications the database publishes (every process applies each one to its own
   * sockets).
   */
  attach(server: HttpServer, ctx: AppContext, database: DatabaseHandle): Promise<void>;
  /**
   * Drains (before the HTTP server closes): tells this process's sockets to reconnect elsewhere
   * and disconnects them, then stops listening and closes Redis.
   */
  close(): Promise<void>;
}

/**
 * What the modules with sockets of their own bring to the socket server, handed over by the
 * composition root (app.ts): their client events, and the delivery of their committed signals
 * to this process's sockets.
 */
export interface RealtimeModules {
  handlers: SocketHandlers[];
  deliverChatSignal(ctx: AppContext, sockets: Namespace, signal: ChatSignal): Promise<void>;
  deliverNotification(
    ctx: AppContext,
    sockets: Namespace,
    delivery: NotificationDelivery,
  ): Promise<void>;
}

/**
 * socket.io on the app's own HTTP server (websocket, then polling). A connection must carry a
 * valid access token (`auth: {token}`), else it is refused with "Unauthorized"; it lives no
 * longer than that token's session. With a Redis URL the rooms are shared by every server
 * process through the Redis adapter.
 */
export function createRealtime(redisUrl: string | undefined, modules: RealtimeModules): Realtime {
  let io: Server | undefined;
  let stopFeed: (() => Promise<void>) | undefined;
  let redis: Redis | undefined;
  let subscriber: Redis | undefined;

  return {
    async attach(server, ctx, database) {
      const created = new Server(server, {
        transports: ['websocket', 'polling'],
        serveClient: false,
      });
      io = created;
      if (redisUrl) {
        redis = await openRedis(redisUrl, { maxRetriesPerRequest: 1 }, ctx.log, 'realtime');
        dropFailedPublishes(redis);
        // Subscriptions wait for the connection rather than fail: ioredis renews them on reconnect.
        subscriber = redis.duplicate({ maxRetriesPerRequest: null });
        logConnectionErrors(subscriber, ctx.log, 'realtime subscriber');
        const { createAdapter } = await import('@socket.io/redis-adapter');
        created.adapter(createAdapter(redis, subscriber));
      }
      const budget = createSocketBudget(SOCKET_EVENT_LIMITS, () => ctx.clock.now().getTime());
      created.use((socket, next) => {
        admitSocket(ctx, created, socket).then(
          () => next(),
          (error: unknown) => next(new Error(refusalOf(ctx, socket, error))),
        );
      });
      created.on('connection', (socket) => {
        ctx.metrics?.realtime.countDeliveries(socket);
        const session = sessionOf(socket);
        void socket.join(personalRoomOf(session));
        socket.emit('origin', session.origin);
        endAtExpiry(ctx, socket);
        registerRoomHandlers(ctx, socket, budget, modules.handlers);
        socket.on('disconnect', () => {
          const stillHere = localSocketsOf(created.of('/'), session.userId).length > 0;
          budget.forget(socket.id, session.userId, stillHere);
        });
      });
      const local = created.local;
      const namespace = created.of('/');
      const counted = ctx.metrics?.realtime;
      counted?.watch(namespace);
      stopFeed = await startBoardUpdateFeed(database, {
        watched: (boardId) => namespace.adapter.rooms.has(boardRoom(boardId)),
        deliver: (update) => {
          const room = boardRoom(update.boardId);
          local.to(room).emit('board-update', update);
        },
        onUserChange: (change) => applyUserChange(ctx, namespace, change),
        onNotification: (delivery) => modules.deliverNotification(ctx, namespace, delivery),
        onChatSignal: (signal) => modules.deliverChatSignal(ctx, namespace, signal),
        // Reconnecting clients refetch what they may have missed; ended sessions are read again.
        onResumed: () => {
          local.disconnectSockets();
          void ctx.endedSessions.reload(ctx.db);
        },
        received: (kind) => counted?.published.inc({ kind }),
        log: ctx.log,
      });
      // Listening first, then reading: a session ended in between is in one or the other.
      await ctx.endedSessions.reload(ctx.db);
    },
    async close() {
      // A drain: this process's sockets only (through the adapter it would reach every
      // process's) are told to reconnect elsewhere, then closed. The feed runs until then, so
      // each client has every update up to its disconnect; what comes after, it fetches again
      // once it has joined the board on another process.
      if (io) await disconnectLocalSockets(io);
      await stopFeed?.();
      io?.engine.close();
      redis?.disconnect();
      subscriber?.disconnect();
    },
  };
}

/**
 * Tells this process's sockets to reconnect elsewhere and closes them, waiting (a moment at
 * most) until each has gone out: engine.close() would drop what is still queued for one, and a
 * client that saw its connection simply drop would not know it was told to move.
 */
async function disconnectLocalSockets(io: Server): Promise<void> {
  const closed = [...io.of('/').sockets.values()].map(
    (socket) => new Promise((resolve) => socket.conn.once('close', resolve)),
  );
  io.local.emit(SERVER_SHUTDOWN_EVENT);
  io.local.disconnectSockets(true);
  await Promise.race([
    Promise.all(closed),
    new Promise((resolve) => setTimeout(resolve, SOCKET_CLOSE_LIMIT_MS).unref()),
  ]);
}

/** The handshake: a token whose session holds, and room for one more socket of that user. */
async function admitSocket(ctx: AppContext, io: Server, socket: Socket): Promise<void> {
  const auth = socket.handshake.auth as { token?: unknown };
  const token = typeof auth.token === 'string' ? auth.token : undefined;
  const client = clientAt(socket.handshake.address, socket.handshake.headers['user-agent']);
  const session = await sessionOfAccessToken(ctx, token, client);
  if (!session) throw new Error(UNAUTHORIZED);
  // Every process's sockets of the user (through the Redis adapter when there is one). While
  // Redis is away only this process's can be counted: an outage does not lock people out.
  const rooms = [userRoom(session.user.id), restrictedKeyRoom(session.user.id)];
  const open = await io
    .in(rooms)
    .fetchSockets()
    .catch(() => io.local.in(rooms).fetchSockets());
  if (open.length >= MAX_SOCKETS_PER_USER) throw new Error(TOO_MANY_SOCKETS);
  openSocketSession(socket, session.claims);
}

/**
 * What a refused handshake tells the client: the refusals admitSocket means, and "Unauthorized"
 * for anything unexpected (logged, never shown: an internal error's text stays on the server).
 */
function refusalOf(ctx: AppContext, socket: Socket, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === TOO_MANY_SOCKETS || message === UNAUTHORIZED) return message;
  socketLog(ctx, socket).error({ err: error }, 'socket handshake failed');
  return UNAUTHORIZED;
}

/**
 * Closes the socket when its access token expires. The client reconnects with a renewed token
 * (or, if its session is over, stays signed out), so no socket outlives the token it showed.
 */
function endAtExpiry(ctx: AppContext, socket: Socket): void {
  const remaining = sessionOf(socket).expiresAt - ctx.clock.now().getTime();
  // An API key without an expiry never ends by time (its revocation closes the socket).
  if (remaining === Number.POSITIVE_INFINITY) return;
  // setTimeout waits at most MAX_TIMER_MS: a later expiry (a key's) waits in steps.
  const later = remaining > MAX_TIMER_MS;
  const timer = setTimeout(
    () => (later ? endAtExpiry(ctx, socket) : socket.disconnect(true)),
    Math.min(Math.max(0, remaining), MAX_TIMER_MS),
  );
  timer.unref();
  socket.on('disconnect', () => clearTimeout(timer));
}
