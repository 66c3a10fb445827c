import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../db/client';
import { testDatabaseUrl } from './test-env';

/** A fresh, migrated database for one test file: PGlite in memory, or a new database on TEST_DATABASE_URL. */
export async function createTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  if (!testDatabaseUrl)
    return openDatabase({ databaseUrl: undefined, dataDir: undefined, onQuery });
  const fresh = await freshPostgresDatabase(testDatabaseUrl);
  const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: undefined, onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** An empty database on the PostgreSQL server of `adminUrl`, and a way to drop it. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
