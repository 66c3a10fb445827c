import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { signedInToken } from './scenarios/accounts';
import { seedAudience, seedMembers } from './scenarios/audience';
import { seedBoard } from './scenarios/board';
import { seedBoardHistory } from './scenarios/board-views';
import { CHAT_PEOPLE } from './scenarios/chat';
import { FANOUT_CLIENTS } from './scenarios/fanout';
import { seedReportsWorkspace } from './scenarios/workspace-reports';

/**
 * The app under test, in its own process (forked by run.ts) so it never shares an event loop with
 * the load generator. It seeds its database, starts listening and reports its address over IPC;
 * a 'close' message stops it.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const config = loadConfig({
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-bench-')),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const unlimited = { max: 1_000_000, timeWindow: '1 minute' };
const app = await buildApp(config, {
  ipRateLimits: { login: unlimited, register: unlimited, linkToken: unlimited },
  boardWriteLimit: unlimited,
  writeLimit: unlimited,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await signedInToken(app, url);
const seeded = await seedBoard(app, url, token);
await seedBoardHistory(app, seeded);
const audience = await seedAudience(app, seeded.workspaceId, FANOUT_CLIENTS);
const chatters = await seedMembers(app, seeded.workspaceId, 'Chatter', CHAT_PEOPLE);
const reports = await seedReportsWorkspace(app, token);
process.send?.({ url, token, seeded, audience, chatters, reports });
process.on('message', (message) => {
  if (message !== 'close') return;
  void app.close().then(() => process.exit(0));
});
