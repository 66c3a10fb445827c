import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { startBuiltServer } from '../apps/server/src/test/server-process';
import type { Measurement } from './load';
import { seedBigBoard } from './scenarios/big-board-seed';
import { writeThumbnails } from './scenarios/card-fields-seed';
import { firstCardTimeline, measureFirstCard } from './scenarios/first-card';
import { measureInitialJs } from './scenarios/initial-js';

export interface BrowserResults {
  measurements: Measurement[];
  /** Where the time of one cold opening of the 5,000-task board went, as a Markdown table. */
  timeline: string;
}

/**
 * The board as a new user meets it, in Chromium: the built app (`npm run build`) served as
 * `npm run serve` runs it, on a database of its own holding boards of 5,000 and 50,000 tasks,
 * and the JavaScript each page needs before it shows.
 */
export async function measureInBrowser(adminUrl: string | undefined): Promise<BrowserResults> {
  const databaseUrl = adminUrl
    ? await freshDatabase(adminUrl, 'teamboard_bench_browser')
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-browser-'));
  const handle = await openDatabase({ databaseUrl, dataDir });
  const boards = [
    await seedBigBoard(handle.db, 'five-thousand', 5000),
    await seedBigBoard(handle.db, 'fifty-thousand', 50_000),
  ];
  await handle.close();
  for (const board of boards) await writeThumbnails(dataDir, board.thumbnailKeys);
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const measurements = [...(await measureFirstCard(server.url, boards)), ...measureInitialJs()];
    const [small] = boards;
    const timeline = small ? await firstCardTimeline(server.url, small) : '';
    return { measurements, timeline };
  } finally {
    await server.stop();
  }
}

/** A new empty database on the server at `adminUrl`; its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
