import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deliveryPercentiles, forkClients } from '../clients-process';
import type { FanoutReport, FanoutStart } from '../fanout-clients';
import { send, type Measurement } from '../load';
import { wallClock } from '../socket-clients';
import type { SeededBoard } from './board';

export const FANOUT_CLIENTS = 1000;
const ROUNDS = 20;
const WARM_UP_ROUNDS = 5;
const here = path.dirname(fileURLToPath(import.meta.url));

/** One move reaching 1,000 sockets on the board. */
export async function measureFanout(
  url: string,
  token: string,
  seeded: SeededBoard,
  audience: string[],
): Promise<Measurement> {
  const { p50, p99, deliveries } = await timeFanout(url, token, seeded, audience);
  return {
    name: `One move reaching ${FANOUT_CLIENTS} sockets on the board (${ROUNDS} moves)`,
    measured: `delivery p50 ${p50} ms, p99 ${p99} ms (${deliveries} deliveries)`,
    target: 'p99 < 100 ms',
    met: p99 < 100,
  };
}

/**
 * 1,000 sockets on the board at `url`, in another process, and 20 moves one after the other:
 * after 5 untimed rounds, a delivery is timed from the moment the move request is sent to the
 * moment a client has the update. Answers the deliveries' median and 99th percentile.
 */
export async function timeFanout(
  url: string,
  token: string,
  seeded: SeededBoard,
  audience: string[],
): Promise<{ p50: number; p99: number; deliveries: number }> {
  const start: FanoutStart = {
    url,
    tokens: audience,
    boardId: seeded.boardId,
    count: FANOUT_CLIENTS,
  };
  const watchers = forkClients<FanoutReport>(path.join(here, '../fanout-clients.ts'), start);
  await watchers.next('ready');

  const latencies: number[] = [];
  // The first rounds run cold code on both sides (see the warm-up in board.ts): untimed.
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const sentAt = wallClock();
    const response = await send(`${url}/api/tasks/move`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        taskId: seeded.taskIds[round],
        columnId: seeded.columnIds[round % seeded.columnIds.length],
        position: 'top',
      }),
    });
    if (response.status !== 200) throw new Error(`move answered ${response.status}`);
    const { arrivals } = await watchers.next('round');
    if (round >= WARM_UP_ROUNDS) latencies.push(...arrivals.map((arrival) => arrival - sentAt));
  }
  watchers.close();
  return { ...deliveryPercentiles(latencies), deliveries: latencies.length };
}
