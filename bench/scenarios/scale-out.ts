import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, type RunningServer } from '../../apps/server/src/test/server-process';
import { freshDatabase } from '../browser-phase';
import { forkClients } from '../clients-process';
import { loadMoves } from '../move-load';
import type { ProxyReport, ProxyStart } from '../proxy-process';
import { startSeededServer, type Ready } from '../seeded-server';
import { FANOUT_CLIENTS, timeFanout } from './fanout';

/** The server processes behind the proxy, one configuration after the other. */
export const SCALE_OUT_PROCESSES = [1, 2, 4];
export const SCALE_OUT_CONNECTIONS = 16;
export const SCALE_OUT_SECONDS = 10;
const DATABASE = 'teamboard_bench_scale';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface ScaleOutRow {
  processes: number;
  /** Whether the load went through the proxy (else straight to the one process). */
  proxied: boolean;
  movesPerSecond: number;
  moveP50: number;
  moveP99: number;
  /** Moves answered other than 200, or not at all. */
  failedMoves: number;
  /** CPU the server processes used together while the moves were timed, in cores. */
  appCores: number;
  /** CPU the proxy used meanwhile, in cores (0 without it). */
  proxyCores: number;
  fanoutP50: number;
  fanoutP99: number;
  deliveries: number;
  /** Sockets the proxy pinned to each process, in order. */
  clients: number[];
}

export interface ScaleOutResult {
  rows: ScaleOutRow[];
  /** People whose tokens the moves rotate between. */
  movers: number;
  /** The machine's load averages (1, 5 and 15 minutes) before and after, as `uptime` shows. */
  loadBefore: number[];
  loadAfter: number[];
}

/**
 * The built server as 1, 2 and 4 processes on one fresh PostgreSQL database (seeded with the
 * board benchmark's board and people) and one Redis, behind the round-robin proxy: for each, the
 * move throughput through the proxy and one move's fan-out to 1,000 sockets spread over every
 * process; last, one process without the proxy, for the proxy's own cost. Answers undefined when
 * Redis is not reachable.
 */
export async function measureScaleOut(
  postgresAdminUrl: string,
  redisUrl: string,
): Promise<ScaleOutResult | undefined> {
  if (!(await reachable(redisUrl))) {
    console.warn(`Redis at ${redisUrl} is not reachable: no scale-out measured`);
    return undefined;
  }
  const loadBefore = os.loadavg();
  const databaseUrl = await freshDatabase(postgresAdminUrl, DATABASE);
  // Seeded once by the app itself, which then stops: the processes measured are the build.
  const seeder = await startSeededServer(databaseUrl);
  await seeder.close();
  const { ready } = seeder;
  const movers = [ready.token, ...ready.audience, ...ready.chatters.map((person) => person.token)];
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' };
  const rows: ScaleOutRow[] = [];
  for (const processes of SCALE_OUT_PROCESSES) {
    rows.push(await measureProcesses(processes, env, ready, movers));
  }
  rows.push(await measureProcesses(1, env, ready, movers, false));
  return { rows, movers: movers.length, loadBefore, loadAfter: os.loadavg() };
}

async function measureProcesses(
  count: number,
  env: Record<string, string>,
  ready: Ready,
  movers: string[],
  proxied = true,
): Promise<ScaleOutRow> {
  console.log(`scale-out: ${count} process(es)${proxied ? '' : ' without the proxy'}`);
  const servers: RunningServer[] = [];
  try {
    // One after the other: starting several at once on 2 cores only slows each one down.
    for (let index = 0; index < count; index += 1) servers.push(await startBuiltServer(env));
    const row = proxied
      ? await measureBehindProxy(servers, ready, movers)
      : {
          processes: 1,
          proxied,
          ...(await measureAt(servers[0]?.url ?? '', servers, [], ready, movers)),
          clients: [FANOUT_CLIENTS],
        };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function measureBehindProxy(
  servers: RunningServer[],
  ready: Ready,
  movers: string[],
): Promise<ScaleOutRow> {
  const start: ProxyStart = { upstreams: servers.map((server) => server.url) };
  const proxy = forkClients<ProxyReport>(path.join(here, '../proxy-process.ts'), start);
  try {
    const { url, pid } = await proxy.next('ready');
    const measured = await measureAt(url, servers, [pid], ready, movers);
    const clients = servers.map(() => 0);
    for (const { upstream } of proxy.take('upgrade'))
      clients[upstream] = (clients[upstream] ?? 0) + 1;
    return { processes: servers.length, proxied: true, ...measured, clients };
  } finally {
    proxy.close();
  }
}

/** The move throughput, then the fan-out, at `url`: the proxy (`proxyPids`) or the one server. */
async function measureAt(
  url: string,
  servers: RunningServer[],
  proxyPids: number[],
  ready: Ready,
  movers: string[],
): Promise<Omit<ScaleOutRow, 'processes' | 'proxied' | 'clients'>> {
  const moves = () =>
    loadMoves(url, movers, ready.seeded, SCALE_OUT_CONNECTIONS, SCALE_OUT_SECONDS);
  // Fresh processes run unoptimised code at first (see the warm-up in board.ts): untimed.
  await moves();
  const appPids = servers.map((server) => server.pid);
  const appBefore = cpuSeconds(appPids);
  const proxyBefore = cpuSeconds(proxyPids);
  const throughput = await moves();
  const cores = (pids: number[], before: number) =>
    Number(((cpuSeconds(pids) - before) / SCALE_OUT_SECONDS).toFixed(2));
  const fanout = await timeFanout(url, ready.token, ready.seeded, ready.audience);
  return {
    movesPerSecond: Math.round(throughput.requests.average),
    moveP50: throughput.latency.p50,
    moveP99: throughput.latency.p99,
    failedMoves: throughput.non2xx + throughput.errors,
    appCores: cores(appPids, appBefore),
    proxyCores: cores(proxyPids, proxyBefore),
    fanoutP50: fanout.p50,
    fanoutP99: fanout.p99,
    deliveries: fanout.deliveries,
  };
}

/** CPU time (user and system) the processes have used together, in seconds, from Linux's /proc. */
function cpuSeconds(pids: number[]): number {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the benchmarks run on
  return pids.reduce((total, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return total + (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  }, 0);
}

/** Whether something accepts TCP connections at the URL's host and port. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const probe = new Socket();
    const answer = (result: boolean) => {
      probe.destroy();
      resolve(result);
    };
    probe.setTimeout(2000, () => answer(false));
    probe.once('error', () => answer(false));
    probe.connect(Number(port || 6379), hostname, () => answer(true));
  });
}
