import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteHandle, type DatabaseHandle, type QueryListener } from '../db/client';

/**
 * The migrated database a test run copies (made once by database-template.ts): a dump of
 * PGlite's data directory, or a template database on the TEST_DATABASE_URL server.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when a run skips the global setup (createTestDatabase says so). */
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

/** A fresh, migrated database for one test file: a copy of the run's migrated template. */
export async function createTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (!template)
    throw new Error('no database template: the server projects need their globalSetup');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return pgliteHandle(await PGlite.create({ loadDataDir: dump }), onQuery);
  }
  const fresh = await freshPostgresDatabase(template.adminUrl, template.templateName);
  const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: undefined, onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** A new database on the PostgreSQL server of `adminUrl` (empty, or a copy of `template`). */
export async function freshPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `tb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
