import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadyResponse } from '@teamboard/shared/health';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import { SERVER_ROOT } from '../../server-root';
import { appliedMigration } from './applied-migration.repo';

/** A readiness probe answers quickly: a Redis that does not answer in time is down. */
const REDIS_TIMEOUT_MS = 1000;

type Checks = ReadyResponse['checks'];

/**
 * The newest migration this build ships, read once at start-up. drizzle's migrator records each
 * applied migration with its journal time (`created_at`) and applies those newer than the last
 * recorded, so the database is up to date when its newest record is at least this one.
 */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The checks of GET /health/ready, each cheap: one statement, one PING. */
export function createReadiness(database: DatabaseHandle, redis: Redis | undefined) {
  const newest = newestMigration();

  const databaseCheck = async (): Promise<Checks['database']> => {
    await database.ping();
    return 'up';
  };
  const migrationsCheck = async (): Promise<Checks['migrations']> => {
    return (await appliedMigration(database.db)) >= newest ? 'up' : 'pending';
  };
  const redisCheck = async (): Promise<Checks['redis']> => {
    if (!redis) return 'not configured';
    // Not connected (reconnecting): down at once, rather than a PING queued until it is back.
    if (redis.status !== 'ready') return 'down';
    await withTimeout(redis.ping(), REDIS_TIMEOUT_MS);
    return 'up';
  };

  return async (): Promise<ReadyResponse> => {
    const [db, cache, migrations] = await Promise.all([
      databaseCheck().catch(() => 'down' as const),
      redisCheck().catch(() => 'down' as const),
      migrationsCheck().catch(() => 'down' as const),
    ]);
    const checks: Checks = { database: db, redis: cache, migrations };
    const ready = db === 'up' && cache !== 'down' && migrations === 'up';
    return { status: ready ? 'ready' : 'not ready', checks };
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
