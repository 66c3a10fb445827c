import { fork } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Measurement } from './load';
import { measureAccounts } from './scenarios/accounts';
import { measureFanout } from './scenarios/fanout';
import { measureMemory } from './scenarios/memory';
import {
  EMBEDDED_TARGETS,
  measureBoard,
  POSTGRES_TARGETS,
  type BoardTargets,
  type SeededBoard,
} from './scenarios/board';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The local PostgreSQL server; a fresh `teamboard_bench` database is made on it each run. */
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  databaseUrl: string | undefined;
  board: BoardTargets;
}

interface Ready {
  url: string;
  token: string;
  seeded: SeededBoard;
  /** Tokens of the people whose sockets watch the board in the fan-out. */
  audience: string[];
}

/** Benchmarks of the real app over loopback HTTP, on PostgreSQL and on embedded PGlite. */
async function main(): Promise<void> {
  const targets: Target[] = [
    { name: 'embedded PGlite', databaseUrl: undefined, board: EMBEDDED_TARGETS },
  ];
  const postgresUrl = await freshPostgresDatabase();
  if (postgresUrl)
    targets.unshift({ name: 'PostgreSQL', databaseUrl: postgresUrl, board: POSTGRES_TARGETS });
  else console.warn(`PostgreSQL at ${POSTGRES_ADMIN_URL} is not reachable: measuring PGlite only`);

  const cpuCheck = cpuCheckMs();
  console.log(`speed check: 100,000 PBKDF2 iterations in ${cpuCheck} ms`);
  const sections: string[] = [];
  for (const target of targets) {
    console.log(`--- ${target.name}`);
    const measurements = await measureTarget(target);
    sections.push(section(target.name, measurements));
  }
  writeReport(sections, cpuCheck);
}

async function measureTarget(target: Target): Promise<Measurement[]> {
  const server = fork(path.join(here, 'server-process.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: target.databaseUrl ?? '' },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`the app exited with code ${String(code)}`)));
  });
  // First, while the tokens are fresh: the built server's memory, in a process of its own.
  const memory = target.databaseUrl
    ? await measureMemory(target.databaseUrl, [ready.token, ...ready.audience], ready.seeded)
    : [];
  const measurements = [
    ...(await measureBoard(ready.url, ready.token, ready.seeded, target.board)),
    await measureFanout(ready.url, ready.token, ready.seeded, ready.audience),
    ...(await measureAccounts(ready.url, ready.token)),
    ...memory,
  ];
  for (const each of measurements) console.log(`${each.name}: ${each.measured}`);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  return measurements;
}

async function freshPostgresDatabase(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
    await client.query('drop database if exists teamboard_bench with (force)');
    await client.query('create database teamboard_bench');
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = '/teamboard_bench';
    return url.toString();
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function section(database: string, measurements: Measurement[]): string {
  const rows = measurements.map(
    (each) =>
      `| ${each.name} | ${each.measured} | ${each.target} | ${each.met ? 'met' : 'MISSED'} |`,
  );
  return `## ${database}

| scenario | measured | target | |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
}

/**
 * This VM's speed varies between runs (up to twice as slow on a busy host): a fixed piece of CPU
 * work timed at the start says how fast this run's machine was, so runs can be compared.
 */
function cpuCheckMs(): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    pbkdf2Sync('teamboard', 'bench', 100_000, 32, 'sha256');
    return performance.now() - started;
  });
  return Math.round(times.sort((a, b) => a - b)[1] ?? 0);
}

function writeReport(sections: string[], cpuCheck: number): void {
  const file = path.resolve(here, '../docs/performance.md');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}, on this project's
machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Speed check at the start of this run: 100,000 PBKDF2-SHA256 iterations took ${cpuCheck} ms (the
VM's speed varies between runs, up to twice as slow: compare runs by this figure and by the
GET /health and login rows, which do not depend on the board code).
The real app runs in its own process and is driven over loopback HTTP from the benchmark process
(a keep-alive node:http client for sequential timings, autocannon for load); both share the 2 cores. Latencies in milliseconds.
Tests never assert timings. Planka figures were measured on the same machine kind with the same
workload on PostgreSQL.

How to run: \`npm run bench\` (PostgreSQL at \`BENCH_POSTGRES_URL\`, default
\`${POSTGRES_ADMIN_URL}\`, where a fresh \`teamboard_bench\` database is created; embedded PGlite in
a temporary folder).

The board: 5,000 tasks in 4 columns, every other task with one or two of 6 labels, every third
with one of 5 assignees. "Board load" is the two calls the board page makes, in parallel
(\`GET /api/boards/{id}/columns\` and \`GET /api/boards/{id}/tasks\`), 20 times one after the other.
Moves send a random task to a random place (a random sortable number) in a random column.

${sections.join('\n')}
Notes
- Login is dominated by argon2id at OWASP settings (19 MiB, 2 passes), on purpose: it is what makes a
  stolen password table expensive to crack. Ten logins at once on 2 cores queue behind each
  other, so its p99 follows the VM's speed: 244–378 ms across the runs of 2026-11-23.
- PGlite runs queries one at a time in one process; \`DATABASE_URL\` moves the same schema to PostgreSQL.
  Each distinct SQL text is parsed and planned once in PGlite's session (\`db/pglite-statement-cache.ts\`),
  as the hot statements are prepared on PostgreSQL. On a day when the VM ran at half speed
  (speed check 46–48 ms) the code before it managed 100 moves/s and this code 151 to 179; at
  normal speed (speed check about 30 ms) it passes 167. Compare runs by the speed check.
- The board's task list is one SQL statement whose JSON PostgreSQL writes itself, cached per board
  under a version that triggers bump on any change it shows: "board load" reads an unchanged
  board (the cache serves it); "right after a change" is the rebuild, which takes PostgreSQL about
  100–170 ms for 5,000 tasks with their people and labels. On a board that changes every few
  seconds most loads are rebuilds: building the list incrementally is the next step.
- The timings are of a warm server. For its first seconds a new server process runs its code
  unoptimised while V8 compiles the hot paths: measured on 2026-11-23 by CPU time per move at
  16 connections, the app spent 1.45–1.8 ms a move in the first 8 s and 0.96 ms from then on,
  PostgreSQL 1.3–1.46 ms and then 1.2 ms, and throughput rose from 476–576 to about 730 moves/s.
  So the benchmark first moves tasks for 10 s at 16 connections (the "Warm-up" row, reported
  for information) and only then times the board load, the moves and the throughput. The
  fan-out likewise sends 5 untimed moves first: its first three rounds took 55–76 ms to reach
  the last of the 1,000 sockets, the later ones 30–45 ms.
- Four full runs of this code on 2026-11-23, speed check 39–59 ms: PostgreSQL 513–600 moves/s,
  move p50 3.4–4.6 ms, board load p50 18–23 ms; PGlite 250–300 moves/s, move p50 4.1–5.4 ms.
  This report is the slowest of them (speed check 59 ms), where GET /health on PGlite also
  missed its p99 by 1 ms.
- A move is one prepared statement that reads the task, its board access and the signed-in user
  (every task route shares it), then one statement that writes the row, its history line,
  announces the move (NOTIFY, see below) and answers the task as JSON sent on unparsed, reading
  only the neighbours through the (column, position) index. Measured in-process on PostgreSQL,
  when the user was still read on its own, a move spent about 0.7 ms in Fastify and validation,
  0.35 ms reading the user, 0.5 ms on access and 1.8 ms on the move statement, of which about
  half is planning and the commit's WAL flush
  (durability is not traded away: \`synchronous_commit\` stays on). Under load the server process
  is not saturated (about 40 % idle in a CPU profile, 20 % of its time in socket writes): the
  two cores are shared by PostgreSQL, the app and the load generator, with syscalls costly in
  this VM.
- Board updates are published with NOTIFY inside the writing transaction (commit order across
  processes, docs/architecture.md). PostgreSQL serialises the commits of notifying
  transactions: on this machine a bare one-row update manages about 7,700/s from 16 connections,
  and 2,300/s with a NOTIFY, far above the app's move rate. Measured by CPU time per move
  (server and PostgreSQL processes, 16 connections), the first version cost about 0.35 ms more
  in the app and 0.4 ms more in PostgreSQL than emitting after commit; an update of a board no
  socket of the process watches is now dropped before it is parsed, and the move's JSON is
  spliced as text rather than parsed again, which brought both back within run-to-run noise.
  The move then lost a statement (the signed-in user is read with the task's access) and its
  response is PostgreSQL's JSON sent as is. Interleaved runs on 2026-11-23 (old = before
  NOTIFY, new = this code; 1,500 sequential moves, then 16 connections for 8 s; the VM slow
  that hour): old p50 5.7 / 6.4 / 6.3 ms and 424 / 313 / 361 moves/s, new p50 4.3 / 5.7 /
  5.0 ms and 452 / 463 / 473 moves/s. The same old code managed 577 moves/s and p50 3.1 ms
  that morning: compare runs only back to back.
`;
  writeFileSync(file, report);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
