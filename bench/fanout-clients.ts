import { io, type Socket } from 'socket.io-client';

/**
 * The fan-out benchmark's audience, in its own process (forked by scenarios/fanout.ts): opens
 * `count` socket.io clients on a board and, for each board update, reports when every one of
 * them received it (wall-clock milliseconds, comparable across processes on one machine).
 */
interface Start {
  url: string;
  /** Each socket signs in with the next of these (one user may hold only so many sockets). */
  tokens: string[];
  boardId: string;
  count: number;
}

const now = () => performance.timeOrigin + performance.now();

async function open(start: Start, token: string | undefined): Promise<Socket> {
  const socket = io(start.url, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket
    .timeout(30_000)
    .emitWithAck('join-board', { boardId: start.boardId })) as {
    ok: boolean;
  };
  if (!ack.ok) throw new Error('join-board refused');
  return socket;
}

process.once('message', (message) => {
  void run(message as Start);
});

async function run(start: Start): Promise<void> {
  const sockets: Socket[] = [];
  // Connect in batches so the server's handshakes do not time out on 2 cores.
  for (let index = 0; index < start.count; index += 50) {
    const batch = Array.from({ length: Math.min(50, start.count - index) }, (_unused, offset) =>
      open(start, start.tokens[(index + offset) % start.tokens.length]),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  let arrivals: number[] = [];
  for (const socket of sockets) {
    socket.on('board-update', () => {
      arrivals.push(now());
      if (arrivals.length < start.count) return;
      process.send?.({ type: 'round', arrivals });
      arrivals = [];
    });
  }
  process.send?.({ type: 'ready' });
  process.on('message', (message) => {
    if (message !== 'close') return;
    for (const socket of sockets) socket.close();
    process.exit(0);
  });
}
