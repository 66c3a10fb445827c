/**
 * Test-only settings. With TEST_DATABASE_URL (a postgres:// URL of a server where we may
 * create databases) every test file gets its own fresh database on that server; without it,
 * an in-memory PGlite.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** Redis for the *.redis.test.ts files (the server-redis project, run by .ci/run). */
export const testRedisUrl: string = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** PostgreSQL for tests that need a real server whatever TEST_DATABASE_URL says (several processes). */
export const testPostgresUrl: string =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PATH the tests run with: handed to the server processes they start, searched for nginx. */
export const testPath: string = process.env.PATH ?? '';
