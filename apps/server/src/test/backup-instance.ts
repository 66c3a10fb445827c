import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { rowsOf, type Queryable } from '../backup/migration-level';
import { SERVER_ROOT } from '../server-root';
import { freshPostgresDatabase } from './test-database';
import { testDatabaseUrl } from './test-env';

/**
 * A server's storage for backup tests, on the run's kind of database: a data folder, plus an
 * empty database of its own on the TEST_DATABASE_URL server when there is one.
 */
export interface BackupInstance {
  config: Config;
  /** The settings a server on this instance starts with, besides its database. */
  env: Record<string, string>;
  /** Opens (and migrates) the database as the server does. */
  open(): Promise<DatabaseHandle>;
  /** Every row of every table of the public and drizzle schemas, by table, in a stable order. */
  rows(): Promise<Record<string, string[]>>;
  /** Every file under the data folder except PGlite's own, with a hash of its bytes. */
  files(): Promise<Record<string, string>>;
  /** Migrates the database with only the first `count` migrations, as an older version did. */
  migrateTo(count: number): Promise<void>;
  /** Runs one statement on a plain connection. */
  run(statement: string): Promise<void>;
  remove(): Promise<void>;
}

/** A fresh instance; `env` adds settings (the file storage's, say). */
export async function backupInstance(env: Record<string, string> = {}): Promise<BackupInstance> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tb-backup-test-')), 'data');
  const database = testDatabaseUrl ? await freshPostgresDatabase(testDatabaseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    config,
    env: { DATA_DIR: dataDir, ...env },
    open: () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    rows: () => withClient(config, tableRows),
    files: () => filesOf(dataDir),
    migrateTo: (count) => migrateTo(config, count),
    run: async (statement) => {
      await withClient(config, (client) => client.query(statement));
    },
    remove: async () => {
      await database?.drop();
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

/** A plain connection to the instance's database: no migration, nothing written. */
async function withClient<T>(config: Config, use: (client: Queryable) => Promise<T>): Promise<T> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(config.dataDir, 'pglite'));
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

async function tableRows(client: Queryable): Promise<Record<string, string[]>> {
  const tables = await rowsOf(
    client,
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`,
    z.object({ name: z.string() }),
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    // Each row as JSON text: every column compared, json columns included, in one order.
    const rows = await rowsOf(
      client,
      `select to_jsonb(t)::text as row from ${name} t order by 1`,
      z.object({ row: z.string() }),
    );
    result[name] = rows.map((each) => each.row);
  }
  return result;
}

async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const result: Record<string, string> = {};
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dataDir, full);
    if (!entry.isFile() || name.startsWith(`pglite${path.sep}`)) continue;
    result[name] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return result;
}

/** A copy of the shipped migrations whose journal lists only the first `count`. */
async function olderMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tb-migrations-'));
  await cp(path.join(SERVER_ROOT, 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateTo(config: Config, count: number): Promise<void> {
  const migrationsFolder = await olderMigrations(count);
  try {
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      await migratePg(drizzlePg(client), { migrationsFolder }).finally(() => client.end());
      return;
    }
    await mkdir(config.dataDir, { recursive: true });
    const client = await PGlite.create(path.join(config.dataDir, 'pglite'));
    await migratePglite(drizzlePglite(client), { migrationsFolder }).finally(() => client.close());
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
}
