import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { CONNECTIONS, DURATION_SECONDS, verdict, type Scenario } from './load';
import { accountScenarios, signedInToken } from './scenarios/accounts';
import { boardScenarios, seedBoard } from './scenarios/board';

/**
 * Benchmarks of the real app (embedded PGlite unless DATABASE_URL is set), listening on
 * loopback and loaded by autocannon. Results go to docs/performance.md.
 */
async function main(): Promise<void> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-bench-')),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const unlimited = { max: 1_000_000, timeWindow: '1 minute' };
  const app = await buildApp(config, {
    ipRateLimits: { login: unlimited, register: unlimited, linkToken: unlimited },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signedInToken(app, url);
  const seeded = await seedBoard(app, url, token);
  const scenarios: Scenario[] = [
    ...accountScenarios(url, token),
    ...boardScenarios(url, token, seeded),
  ];

  const rows: string[] = [];
  for (const scenario of scenarios) {
    const connections = scenario.connections ?? CONNECTIONS;
    const result = await scenario.run(connections);
    const { met } = verdict(scenario, result);
    rows.push(
      `| ${scenario.name} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${scenario.target} | ${met ? 'met' : 'MISSED'} |`,
    );
    console.log(rows.at(-1));
  }
  await app.close();
  writeReport(rows, config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite');
}

function writeReport(rows: string[], database: string): void {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/performance.md');
  const report = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: the real app on ${database},
listening on loopback, loaded by autocannon for ${DURATION_SECONDS} s per scenario (connections as listed),
on this project's 2-core machine (the load generator shares those cores). Latencies in milliseconds.
Targets are ours; tests never assert timings. Planka 2.1.1 figures were measured on the same kind of machine.

| scenario | connections | req/s | p50 | p99 | non-2xx | target | |
| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

Notes
- Login is dominated by argon2id at OWASP settings (19 MiB, 2 passes), on purpose: it is what makes a
  stolen password table expensive to crack.
- PGlite runs queries one at a time in one process; \`DATABASE_URL\` moves the same schema to PostgreSQL.
- The board scenario reads a board of 5,000 tasks in 4 columns, and moves random tasks to the top of
  random columns (one row written per move).
`;
  writeFileSync(file, report);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
