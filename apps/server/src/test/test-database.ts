import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../db/client';
import { testDatabaseUrl } from './test-env';

/** A fresh, migrated database for one test file: PGlite in memory, or a new database on TEST_DATABASE_URL. */
export async function createTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  if (!testDatabaseUrl)
    return openDatabase({ databaseUrl: undefined, dataDir: undefined, onQuery });
  const name = `tb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined, onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
