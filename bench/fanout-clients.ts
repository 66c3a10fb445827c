import { closeWhenAsked, joinedSocket, openInBatches, wallClock } from './socket-clients';

/**
 * The fan-out benchmark's audience, in its own process (forked by scenarios/fanout.ts): opens
 * `count` socket.io clients on a board and, for each board update, reports when every one of
 * them received it (wall-clock milliseconds, comparable across processes on one machine).
 */
export interface FanoutStart {
  url: string;
  /** Each socket signs in with the next of these (one user may hold only so many sockets). */
  tokens: string[];
  boardId: string;
  count: number;
}

export type FanoutReport = { type: 'ready' } | { type: 'round'; arrivals: number[] };

const report = (message: FanoutReport) => process.send?.(message);

process.once('message', (message) => {
  void run(message as FanoutStart);
});

async function run(start: FanoutStart): Promise<void> {
  const sockets = await openInBatches(start.count, 50, (index) =>
    joinedSocket(start.url, start.tokens[index % start.tokens.length], 'join-board', {
      boardId: start.boardId,
    }),
  );
  let arrivals: number[] = [];
  const arrived = () => {
    arrivals.push(wallClock());
    if (arrivals.length < start.count) return;
    report({ type: 'round', arrivals });
    arrivals = [];
  };
  for (const socket of sockets) socket.on('board-update', arrived);
  closeWhenAsked(sockets);
  report({ type: 'ready' });
}
