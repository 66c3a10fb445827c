/**
 * Test-only settings. With TEST_DATABASE_URL (a postgres:// URL of a server where we may
 * create databases) every test file gets its own fresh database on that server; without it,
 * an in-memory PGlite.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
