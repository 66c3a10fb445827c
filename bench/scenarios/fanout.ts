import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { send, type Measurement } from '../load';
import type { SeededBoard } from './board';

export const FANOUT_CLIENTS = 1000;
const ROUNDS = 20;
const WARM_UP_ROUNDS = 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const now = () => performance.timeOrigin + performance.now();

/**
 * One move reaching 1,000 sockets on the board: the clients live in another process. After 5
 * untimed rounds, a delivery is timed from the moment the move request is sent to the moment a
 * client has the update.
 */
export async function measureFanout(
  url: string,
  token: string,
  seeded: SeededBoard,
  audience: string[],
): Promise<Measurement> {
  const watchers = fork(path.join(here, '../fanout-clients.ts'), { execArgv: ['--import', 'tsx'] });
  const messages: { type: string; arrivals?: number[] }[] = [];
  watchers.on('message', (message) => messages.push(message as (typeof messages)[number]));
  const next = async (type: string) => {
    for (;;) {
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return messages.splice(index, 1)[0];
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  watchers.send({ url, tokens: audience, boardId: seeded.boardId, count: FANOUT_CLIENTS });
  await next('ready');

  const latencies: number[] = [];
  // The first rounds run cold code on both sides (see the warm-up in board.ts): untimed.
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const sentAt = now();
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
    const arrivals = (await next('round'))?.arrivals ?? [];
    if (round >= WARM_UP_ROUNDS) latencies.push(...arrivals.map((arrival) => arrival - sentAt));
  }
  watchers.send('close');
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Number((latencies[Math.floor(quantile * (latencies.length - 1))] ?? 0).toFixed(1));
  return {
    name: `One move reaching ${FANOUT_CLIENTS} sockets on the board (${ROUNDS} moves)`,
    measured: `delivery p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${latencies.length} deliveries)`,
    target: 'p99 < 100 ms',
    met: at(0.99) < 100,
  };
}
