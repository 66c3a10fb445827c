import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  SCALE_OUT_CONNECTIONS,
  SCALE_OUT_SECONDS,
  type ScaleOutResult,
  type ScaleOutRow,
} from './scenarios/scale-out';
import { FANOUT_CLIENTS } from './scenarios/fanout';

/**
 * The scale-out section of docs/performance.md. It is the file's last section, so that
 * `npm run bench -- scale-out` can replace it alone and a full run can write it after the rest.
 */
const HEADING = '## Scale-out';

export function scaleOutSection(result: ScaleOutResult, cpuCheck: number): string {
  const rows = result.rows.map(
    (row) =>
      `| ${row.processes}${row.proxied ? '' : ', no proxy'} | ${row.movesPerSecond}${row.failedMoves > 0 ? ` (${row.failedMoves} failed)` : ''} | ${row.moveP50} / ${row.moveP99} | ${row.appCores} | ${row.proxyCores} | ${row.fanoutP50} | ${row.fanoutP99} | ${row.clients.join(' + ')} |`,
  );
  const load = (averages: number[]) => averages.map((each) => each.toFixed(2)).join(', ');
  const measuredAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const clients = FANOUT_CLIENTS.toLocaleString('en-US');
  return `${HEADING}: 1, 2 and 4 server processes behind a round-robin proxy

Measured by \`npm run bench -- scale-out\` (bench/scenarios/scale-out.ts) on ${measuredAt} UTC.
Speed check: 100,000 PBKDF2-SHA256 iterations in ${cpuCheck} ms. Load average (1, 5, 15 min, as
\`uptime\` shows it): ${load(result.loadBefore)} before, ${load(result.loadAfter)} after. The figure
before is other work on the machine; the one after also counts this benchmark's own processes
(about 3 to 4 while it runs). Other work sharing the 2 cores lowers every row.

The built server (\`npm run serve\`) as 1, 2 and 4 processes on one PostgreSQL database and one
Redis (\`REDIS_URL\`: socket.io's adapter, the socket and rate-limit counts across processes),
with \`TRUST_PROXY=loopback\`, behind bench/round-robin-proxy.ts in a process of its own, standing
in for nginx: each HTTP request to the next process in turn, each websocket pinned to the next
process. The board and people are the API board's above, in a fresh \`teamboard_bench_scale\`
database. Everything runs on this one 2-core machine: the app processes, PostgreSQL, Redis, the
proxy, the load generator and the ${clients} socket clients. One process goes through the proxy
too, so those rows differ only in the number of processes; the last row is one process without
the proxy, measured the same way, for the proxy's own cost.

- Moves/s: random moves (as the throughput row) through the proxy at ${SCALE_OUT_CONNECTIONS} connections for ${SCALE_OUT_SECONDS} s,
  after ${SCALE_OUT_SECONDS} untimed seconds that warm the fresh processes up; each move signed in as the next of
  ${result.movers} people, so that everyone stays within the board write limit the build enforces. App and
  proxy CPU are what the server processes (together) and the proxy used while the moves were
  timed, in cores (1.00 is one core); the rest of the 2 cores went to PostgreSQL, Redis and the load.
- Fan-out: ${clients} sockets in the board's room, spread evenly over the processes by the proxy (the
  last column), then moves one after the other through the proxy, 5 untimed and 20 timed, as the
  fan-out row above: a delivery is timed from the moment the move is sent to the moment a socket
  has the update. Every process hears the committed move from PostgreSQL (LISTEN/NOTIFY) and
  sends it to its own sockets.

| processes | moves/s | move p50 / p99 (ms) | app CPU (cores) | proxy CPU (cores) | fan-out p50 (ms) | fan-out p99 (ms) | sockets per process |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${capacity(result.rows)}`;
}

/** The capacity statement, from the rows measured. */
function capacity(rows: ScaleOutRow[]): string {
  const proxied = rows.filter((row) => row.proxied);
  const [single] = proxied;
  if (!single) return '';
  const best = proxied.reduce((top, row) => (row.movesPerSecond > top.movesPerSecond ? row : top));
  const change = (row: ScaleOutRow) => {
    const percent = Math.round((row.movesPerSecond / single.movesPerSecond - 1) * 100);
    return `${percent >= 0 ? '+' : ''}${percent}%`;
  };
  const others = proxied
    .filter((row) => row !== single)
    .map((row) => `${row.processes} processes ${change(row)}`);
  const processes = `${best.processes} process${best.processes > 1 ? 'es' : ''}`;
  return `Capacity of one 2-core node, PostgreSQL and Redis included: ${best.movesPerSecond} moves/s on one board
(${processes}, ${SCALE_OUT_CONNECTIONS} connections, p99 ${best.moveP99} ms), and, measured apart with moves one at a
time, one move reaching ${FANOUT_CLIENTS.toLocaleString('en-US')} watching sockets at p99 ${best.fanoutP99} ms. Moves/s against one process:
${others.join(', ')}${direct(rows, single)}. The processes share the node's 2 cores with PostgreSQL, Redis, the proxy
and the load, so past the core count another process brings no CPU, only another event loop to
schedule: more capacity needs more cores or more nodes (PostgreSQL and Redis on machines of
their own first), not more processes on the same cores.
`;
}

/** What the proxy cost one process, when measured. */
function direct(rows: ScaleOutRow[], single: ScaleOutRow): string {
  const alone = rows.find((row) => !row.proxied);
  if (!alone) return '';
  return `; one process without the proxy ${alone.movesPerSecond} moves/s (the proxy used ${single.proxyCores} cores in front of it)`;
}

/** The scale-out section docs/performance.md holds now, or '' (kept when a run cannot measure it). */
export function currentScaleOutSection(file: string): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(`\n${HEADING}`);
  return at < 0 ? '' : text.slice(at + 1);
}

/** Replaces the scale-out section of the report in `file` (its end) with `section`. */
export function writeScaleOutSection(file: string, section: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(`\n${HEADING}`);
  const rest = at < 0 ? text : text.slice(0, at + 1);
  writeFileSync(file, `${rest.trimEnd()}\n\n${section}`);
}
