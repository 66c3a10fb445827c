import type { ClientEvent } from '@teamboard/shared';
import { io, type Socket } from 'socket.io-client';

/**
 * What the processes of socket clients (fanout-clients.ts, chat-clients.ts) share: a signed-in
 * socket that has joined its room, opened a few at a time, and closed when run.ts is done.
 */

/** Wall-clock milliseconds: comparable across the processes of one machine. */
export const wallClock = () => performance.timeOrigin + performance.now();

/** A socket of the person holding `token`, once the server acknowledged `join` (its room). */
export async function joinedSocket(
  url: string,
  token: string | undefined,
  join: ClientEvent,
  body: object,
): Promise<Socket> {
  const socket = io(url, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(30_000).emitWithAck(join, body)) as { ok: boolean };
  if (!ack.ok) throw new Error(`${join} refused`);
  return socket;
}

/**
 * `count` sockets opened `batch` at a time: the server's handshakes (a token and a database
 * read each) would time out on 2 cores if all came at once.
 */
export async function openInBatches(
  count: number,
  batch: number,
  open: (index: number) => Promise<Socket>,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let index = 0; index < count; index += batch) {
    const size = Math.min(batch, count - index);
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_unused, offset) => open(index + offset)),
      )),
    );
  }
  return sockets;
}

/** Closes the sockets and ends this process when the scenario says 'close'. */
export function closeWhenAsked(sockets: Socket[]): void {
  process.on('message', (message) => {
    if (message !== 'close') return;
    for (const socket of sockets) socket.close();
    process.exit(0);
  });
}
