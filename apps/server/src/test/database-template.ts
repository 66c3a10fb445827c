import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteHandle } from '../db/client';
import { freshPostgresDatabase, type DatabaseTemplate } from './test-database';
import { testDatabaseUrl } from './test-env';

interface PreparedTemplate {
  template: DatabaseTemplate;
  remove: () => Promise<void>;
}

/**
 * Vitest global setup of the server projects. Creating and migrating a database takes seconds,
 * so a run migrates one, with the app's own migration code, and every test database starts as
 * a copy of it (createTestDatabase).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prepared = testDatabaseUrl
    ? await postgresTemplate(testDatabaseUrl)
    : await pgliteTemplate();
  project.provide('databaseTemplate', prepared.template);
  return prepared.remove;
}

async function pgliteTemplate(): Promise<PreparedTemplate> {
  const client = await PGlite.create();
  const handle = await pgliteHandle(client);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'tb-test-template-'));
  const dumpFile = path.join(folder, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpFile },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

async function postgresTemplate(adminUrl: string): Promise<PreparedTemplate> {
  const database = await freshPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: undefined });
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await handle.close();
  return {
    template: { kind: 'postgres', adminUrl, templateName: database.name },
    remove: database.drop,
  };
}
