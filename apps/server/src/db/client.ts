import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root';
import { listenOnPostgres, type ListenHandlers } from './pg-listener';
import { timePgliteStatements, timePoolStatements, type StatementTiming } from './statement-timing';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: repositories take this (or a transaction, which extends it). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** LISTENs on a channel until the returned function is called (see ListenHandlers). */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Hands every statement's duration in seconds to `observe` from now on (the metrics). */
  timeStatements(observe: (seconds: number) => void): void;
  /** node-postgres's pool now; absent on PGlite (one in-process session). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  /** Connections open, those of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** Arbitrary constant: serialises migrations when several processes start on one server. */
const MIGRATION_LOCK_ID = 724_311_001;

export interface OpenDatabaseOptions {
  /** postgres:// URL; absent means embedded PGlite. */
  databaseUrl: string | undefined;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir: string | undefined;
  /** Called with every statement's SQL (trace logging; tests counting statements). */
  onQuery?: QueryListener;
}

export type QueryListener = (statement: string) => void;

const queryLogger = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;

/** Opens the database and applies every committed migration before returning. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onQuery);
  return openPglite(options.dataDir, options.onQuery);
}

async function openPglite(
  dataDir: string | undefined,
  onQuery: QueryListener | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = dataDir
    ? await PGlite.create(path.join(dataDir, 'pglite'))
    : await PGlite.create();
  return pgliteHandle(client, onQuery);
}

/**
 * Wraps an existing PGlite (tests clone a migrated template) and makes sure it is migrated.
 * PGlite and its driver are imported here, when first used, so a server on PostgreSQL never
 * loads them (several MiB of memory).
 */
export async function pgliteHandle(
  client: PGlite,
  onQuery?: QueryListener,
): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { cacheStatements }] =
    await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-statement-cache'),
    ]);
  cacheStatements(client);
  const timing: StatementTiming = { observe: undefined };
  timePgliteStatements(client, timing);
  const db = drizzlePglite(client, { schema, logger: queryLogger(onQuery) });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite has no JIT to run, but says `on`: the same setting as on PostgreSQL (see openPostgres).
  await client.exec('set jit = off');
  // One in-process session: nothing to lose between notifications, so never "resumed".
  const listen = async (channel: string, handlers: ListenHandlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
    // Closed first (a shutdown, a test): nothing is listening any more.
    return () => unlisten().catch(() => undefined);
  };
  return handle(db, 'pglite', listen, () => client.close(), timing);
}

async function openPostgres(
  databaseUrl: string,
  onQuery: QueryListener | undefined,
): Promise<DatabaseHandle> {
  await migratePostgres(databaseUrl);
  // JIT off: the app's statements are short, and a plan the planner overestimates (a board whose
  // cards all changed when its statistics were taken) spent 500 ms compiling a 2 ms statement.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const timing: StatementTiming = { observe: undefined };
  timePoolStatements(pool, timing);
  return {
    ...handle(
      drizzlePg(pool, { schema, logger: queryLogger(onQuery) }),
      'postgres',
      (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
      () => pool.end(),
      timing,
    ),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  listen: DatabaseHandle['listen'],
  close: () => Promise<void>,
  timing: StatementTiming,
): DatabaseHandle {
  return {
    db,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen,
    close,
    timeStatements: (observe) => {
      timing.observe = observe;
    },
  };
}

async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
