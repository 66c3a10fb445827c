import { readFileSync } from 'node:fs';
import { startBuiltServer, type RunningServer } from '../../apps/server/src/test/server-process';
import { describeLoad, send, type Measurement } from '../load';
import { loadMoves } from '../move-load';
import type { SeededBoard } from './board';
import { measureWireBytes } from './wire-bytes';

const IDLE_TARGET_MIB = 150;
const LOADED_TARGET_MIB = 300;
const CONNECTIONS = 16;
const LOAD_SECONDS = 10;
/** Long enough for the start-up's garbage to be collected before the idle reading. */
const SETTLE_MS = 3000;
const SAMPLE_MS = 100;

/**
 * The server's memory as the operating system sees it (resident set), measured on the build
 * `npm start` serves, in its own process, on the database the board benchmark seeded: idle after
 * start and one board load, and the peak during 10 s of moves. `tokens` are people who may move
 * the board's tasks: the moves rotate between them to stay within each one's write limit.
 */
export async function measureMemory(
  databaseUrl: string,
  tokens: string[],
  seeded: SeededBoard,
): Promise<Measurement[]> {
  const server = await startBuiltServer({ DATABASE_URL: databaseUrl });
  try {
    const [token = ''] = tokens;
    await loadBoard(server.url, token, seeded.boardId);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = residentMiB(server.pid);
    const wire = await measureWireBytes(server.url, token, seeded.boardId);
    const { peak, result } = await peakDuring(server, () =>
      loadMoves(server.url, tokens, seeded, CONNECTIONS, LOAD_SECONDS),
    );
    return [
      {
        name: 'Server memory (RSS) idle: built server after start and one board load',
        measured: `${idle} MiB`,
        target: `≤ ${IDLE_TARGET_MIB} MiB (Planka: 164 MiB)`,
        met: idle <= IDLE_TARGET_MIB,
      },
      {
        name: `Server memory (RSS) peak during ${LOAD_SECONDS} s of moves, ${CONNECTIONS} connections`,
        measured: `${peak} MiB (${describeLoad(result, CONNECTIONS)})`,
        target: `≤ ${LOADED_TARGET_MIB} MiB (Planka: ~350 MiB)`,
        met: peak <= LOADED_TARGET_MIB && result.non2xx + result.errors === 0,
      },
      wire,
    ];
  } finally {
    await server.stop();
  }
}

/** The two calls the board page makes, as a browser sends them. */
async function loadBoard(url: string, token: string, boardId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  for (const list of ['columns', 'tasks']) {
    const response = await send(`${url}/api/boards/${boardId}/${list}`, { headers });
    if (response.status !== 200) throw new Error(`board ${list} answered ${response.status}`);
  }
}

/** Runs `work` while sampling the server's resident memory; answers the highest sample. */
async function peakDuring<T>(
  server: RunningServer,
  work: () => Promise<T>,
): Promise<{ peak: number; result: T }> {
  let peak = residentMiB(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(server.pid));
  }, SAMPLE_MS);
  try {
    const result = await work();
    return { peak: Math.max(peak, residentMiB(server.pid)), result };
  } finally {
    clearInterval(sampler);
  }
}

/** Resident set size in MiB, from Linux's /proc (the machine the benchmarks run on). */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}
