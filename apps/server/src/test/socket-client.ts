import type { BoardUpdate, SocketAck } from '@teamboard/shared';
import { io, type Socket } from 'socket.io-client';

const origins = new WeakMap<Socket, Promise<string>>();

/**
 * A real socket.io client of a listening test app (its handshake sending `headers`); rejects
 * with the server's refusal.
 */
export function connectSocket(
  url: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<Socket> {
  const socket = io(url, {
    auth: token === undefined ? {} : { token },
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  origins.set(socket, new Promise((resolve) => socket.once('origin', resolve)));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function request(socket: Socket, event: string, body: object): Promise<SocketAck> {
  return socket.timeout(5000).emitWithAck(event, body) as Promise<SocketAck>;
}

/**
 * Every `event` a socket receives, in order. An event sent with an acknowledgement is answered
 * at once, as the web client does, unless `acknowledge` is false.
 */
export function recordEvents<T>(socket: Socket, event: string, acknowledge = true): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T, ack?: unknown) => {
    received.push(payload);
    if (acknowledge && typeof ack === 'function') (ack as () => void)();
  });
  return received;
}

/** Every board update a socket receives, in order. */
export const recordUpdates = (socket: Socket): BoardUpdate[] =>
  recordEvents<BoardUpdate>(socket, 'board-update');

/**
 * Waits until `received` holds an event matching `match` (events travel asynchronously), or
 * fails after a few seconds.
 */
export async function waitFor<T>(received: T[], match: (event: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = received.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching event arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits for a board update matching `match`. */
export const waitForUpdate = (
  received: BoardUpdate[],
  match: (update: BoardUpdate) => boolean,
): Promise<BoardUpdate> => waitFor(received, match);

/** A short quiet period, to show that something did NOT arrive. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 150));
}

/** The origin tag the server gave the socket when it connected. */
export function originOfSocket(socket: Socket): Promise<string> {
  const origin = origins.get(socket);
  if (!origin) throw new Error('not a socket of connectSocket');
  return origin;
}

/** Resolves with the reason once the socket is disconnected (by the server). */
export function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}
