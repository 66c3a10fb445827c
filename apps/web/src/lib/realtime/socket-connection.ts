import {
  ACCESS_CHANGED_EVENT,
  SERVER_SHUTDOWN_EVENT,
  SOCKET_RECONNECT,
  socketAckSchema,
  type BoardUpdate,
  type ClientEvent,
  type SocketAck,
} from '@teamboard/shared';
import type { Socket } from 'socket.io-client';
import { provideSocketId, renewedToken } from '../api-client';
import { useSessionStore, type SessionState } from '../session-store';
import { setConnectionState, useConnectionStore, type ConnectionState } from './connection-store';

/** The message shown when a room cannot be joined. */
export const SOCKET_NOT_CONNECTED_MESSAGE = 'Socket not connected';

/** How long a room request waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = 10_000;

/** Server events the features listen to (each carries one payload, checked by its listener). */
const SERVER_EVENTS = [
  'board-update',
  'notification',
  'new-message',
  'message-updated',
  'message-status',
  'user-typing',
  'user-stop-typing',
  ACCESS_CHANGED_EVENT,
] as const;
export type ServerEvent = (typeof SERVER_EVENTS)[number];

type ServerEventListener = (data: unknown) => void;

/** The one socket of this tab, created at the first sign-in and reused after that. */
let socket: Socket | null = null;
let stopWatchingSession: (() => void) | null = null;
/** The access token the latest connection attempt carried, and whose it was. */
let lastToken: string | null = null;
let lastUserId: string | null = null;
/** A refresh was already spent on this connection's 'Unauthorized': a second one drops it. */
let renewedOnce = false;
/** Server-side disconnects in a row, each soon after connecting (see onDisconnect). */
let serverDisconnects = 0;
let connectedAt = 0;
/** The server said it is shutting down: its disconnect that follows is expected. */
let serverLeaving = false;
/** The tag the server gave this connection: board updates carrying it are this tab's echo. */
let origin: string | null = null;
const listeners = new Map<ServerEvent, Set<ServerEventListener>>();

function connectionState(): ConnectionState {
  return useConnectionStore.getState().state;
}

function isAuthError(message: string): boolean {
  return message === 'Unauthorized' || /authentication/i.test(message);
}

/**
 * Follows the session: connects once signed in, disconnects on logout (or an expired session),
 * and retries a failed socket when the access token was renewed meanwhile (by a REST call).
 */
function followSession(session: SessionState): void {
  if (!session.accessToken) {
    socket?.disconnect();
    if (connectionState() !== 'disconnected') setConnectionState('disconnected');
    return;
  }
  const state = connectionState();
  if (state === 'disconnected') {
    if (session.status === 'authenticated') connect('connecting');
  } else if (state === 'failed') {
    if (session.accessToken !== lastToken) connect('connecting');
  } else if (session.user && lastUserId && session.user._id !== lastUserId) {
    // Another account signed in without a logout: the socket must speak for the new one.
    socket?.disconnect();
    connect('connecting');
  }
}

type SocketClient = typeof import('socket.io-client');
let socketClient: SocketClient | undefined;
let socketClientLoad: Promise<SocketClient> | undefined;

/**
 * socket.io's client comes with the first connection rather than with the page: a board's first
 * cards do not wait for its download (the board catches up on what it missed once it joins).
 */
function loadSocketClient(): Promise<SocketClient> {
  socketClientLoad ??= import('socket.io-client').then(
    (loaded) => (socketClient = loaded),
    (error: unknown) => {
      socketClientLoad = undefined;
      throw error;
    },
  );
  return socketClientLoad;
}

function connect(state: 'connecting' | 'reconnecting'): void {
  setConnectionState(state);
  if (socket) socket.connect();
  else if (socketClient) createSocket(socketClient.io).connect();
  else {
    loadSocketClient().then(
      ({ io }) => {
        // Stopped, signed out or connected by a later call while the client loaded.
        if (socket || !stopWatchingSession || connectionState() !== state) return;
        createSocket(io).connect();
      },
      () => setConnectionState('failed'),
    );
  }
}

/** Gives up until the token changes or the user asks again; the session itself is untouched. */
function drop(): void {
  socket?.disconnect();
  setConnectionState('failed');
}

function createSocket(io: SocketClient['io']): Socket {
  const created = io(window.location.origin, {
    autoConnect: false,
    transports: ['websocket', 'polling'],
    // A function, so that every (re)connection carries the session's current token.
    auth: (send) => {
      const session = useSessionStore.getState();
      lastToken = session.accessToken;
      lastUserId = session.user?._id ?? null;
      send({ token: lastToken });
    },
    reconnectionAttempts: SOCKET_RECONNECT.attempts,
    reconnectionDelay: SOCKET_RECONNECT.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECT.maxDelayMs,
  });
  socket = created;
  const current = () => created === socket;

  created.on('connect', () => {
    if (!current()) return;
    renewedOnce = false;
    connectedAt = Date.now();
    setConnectionState('connected', created.id ?? null);
  });
  created.on('origin', (tag: unknown) => {
    if (current() && typeof tag === 'string') origin = tag;
  });
  created.on(SERVER_SHUTDOWN_EVENT, () => {
    if (current()) serverLeaving = true;
  });
  created.on('disconnect', (reason) => {
    origin = null;
    const leaving = serverLeaving;
    serverLeaving = false;
    if (current() && reason !== 'io client disconnect') onDisconnect(created, leaving);
  });
  created.on('connect_error', (error) => {
    // While `active`, socket.io itself retries (a network failure): reconnect_attempt follows.
    if (!current() || created.active) return;
    if (isAuthError(error.message)) void renewAndReconnect(created);
    else drop();
  });
  created.io.on('reconnect_attempt', () => {
    if (current()) setConnectionState('reconnecting');
  });
  created.io.on('reconnect_failed', () => {
    if (current()) setConnectionState('failed');
  });
  for (const event of SERVER_EVENTS) {
    created.on(event, (data: unknown, ack?: unknown) => {
      if (!current()) return;
      // The acknowledgement of a chat message is what marks it delivered on the server: it is
      // sent on receipt, whichever page is open (the message is in this tab now).
      if (event === 'new-message' && typeof ack === 'function') (ack as () => void)();
      for (const listener of listeners.get(event) ?? []) listener(data);
    });
  }
  return created;
}

/**
 * A dropped transport is retried by socket.io. A disconnect by the server is not: reconnect
 * ourselves (the board is fetched again once joined). A server that said it is shutting down
 * (a deploy: the proxy sends us to another process) may do so any number of times, as a
 * rolling restart reaches each process in turn; one that keeps closing us right after
 * connecting, unannounced, counts as failed after SOCKET_RECONNECT.attempts times.
 */
function onDisconnect(target: Socket, serverLeft: boolean): void {
  if (target.active) {
    setConnectionState('reconnecting');
    return;
  }
  if (serverLeft) {
    connect('reconnecting');
    return;
  }
  const lasted = Date.now() - connectedAt >= SOCKET_RECONNECT.maxDelayMs;
  serverDisconnects = lasted ? 1 : serverDisconnects + 1;
  if (serverDisconnects > SOCKET_RECONNECT.attempts) setConnectionState('failed');
  else connect('reconnecting');
}

/**
 * The server refused the token: reconnect with a token another request already
 * renewed, else refresh it through the API client once; if that fails, drop the socket.
 */
async function renewAndReconnect(target: Socket): Promise<void> {
  const token = useSessionStore.getState().accessToken;
  if (!token) return;
  if (token !== lastToken) {
    connect('reconnecting');
    return;
  }
  if (renewedOnce) {
    drop();
    return;
  }
  renewedOnce = true;
  setConnectionState('reconnecting');
  // A refused refresh also ends the session, as it does for a REST call.
  const renewed = await renewedToken(token).then(
    () => true,
    () => false,
  );
  // Signed out or restarted meanwhile: nothing of ours to continue.
  if (target !== socket || connectionState() !== 'reconnecting') return;
  if (renewed) connect('reconnecting');
  else drop();
}

/**
 * Starts following the session (idempotent): one socket per tab, connected while signed in.
 * REST writes then carry the socket's id (X-Socket-Id).
 */
export function startRealtime(): void {
  if (stopWatchingSession) return;
  provideSocketId(currentSocketId);
  stopWatchingSession = useSessionStore.subscribe(followSession);
  followSession(useSessionStore.getState());
}

/** Stops following the session and forgets the socket (tests; a full teardown). */
export function stopRealtime(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  socket?.disconnect();
  socket = null;
  lastToken = null;
  lastUserId = null;
  origin = null;
  renewedOnce = false;
  serverDisconnects = 0;
  serverLeaving = false;
  setConnectionState('disconnected');
}

/** After 'failed': the user asks to try again (with the session's current token). */
export function reconnectRealtime(): void {
  if (!stopWatchingSession || connectionState() !== 'failed') return;
  if (!useSessionStore.getState().accessToken) return;
  renewedOnce = false;
  serverDisconnects = 0;
  connect('connecting');
}

/** The tab's socket id while connected, else null. */
export function currentSocketId(): string | null {
  return socket?.connected ? (socket.id ?? null) : null;
}

/** A board update this tab caused: its REST answer already updated the cache. */
export function isOwnEcho(update: Pick<BoardUpdate, 'origin'>): boolean {
  return update.origin !== null && update.origin === origin;
}

/** Listens to a server event on this tab's socket, across reconnections; returns the unsubscribe. */
export function onServerEvent(event: ServerEvent, listener: ServerEventListener): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Sends a room request and waits for the server's `{ok}` answer. Rejects with a plain Error
 * when the socket is not connected or no answer came in time.
 */
export async function requestRoom(
  event: ClientEvent,
  body: Record<string, string>,
): Promise<SocketAck> {
  if (!socket?.connected) throw new Error(SOCKET_NOT_CONNECTED_MESSAGE);
  const answer: unknown = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, body);
  const parsed = socketAckSchema.safeParse(answer);
  if (!parsed.success) throw new Error('Unexpected acknowledgement');
  return parsed.data;
}

/** Sends a room request whose answer does not matter (leaving); nothing when disconnected. */
export function notifyRoom(event: ClientEvent, body: Record<string, string>): void {
  if (socket?.connected) socket.emit(event, body);
}
