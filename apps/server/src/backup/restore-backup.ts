import { openAsBlob } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import {
  BackupError,
  databaseFileName,
  extractBackup,
  inspectBackup,
  type BackupManifest,
} from './backup-archive';
import { shippedMigrations } from './migration-level';
import { runPgTool } from './pg-tools';
import { restoredFolders, restoreFiles } from './data-files';

/**
 * Restores a backup into the configured target, which must be empty: a missing or empty
 * DATA_DIR (embedded database), or a database without tables and no uploaded or attached files
 * (PostgreSQL). Anything else is refused before a thing is written. Attached files go where the
 * configured storage keeps them (restoreFiles). The server's next start applies the migrations
 * newer than the backup.
 */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  await refuseMissing(file);
  const manifest = await inspectBackup(file);
  await refuseNewerMigrations(manifest);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      `The backup holds ${describe(manifest.database)}, but the configuration names ${describe(kind)}: restore it with the same kind of database it was taken from.`,
    );
  }
  if (config.databaseUrl) await refuseFilledPostgres(config);
  else await refuseFilledDataDir(config.dataDir);
  // Extracted only once every refusal is past, into a folder of its own in DATA_DIR (its files
  // then move into place rather than being copied), removed in the end.
  await mkdir(config.dataDir, { recursive: true });
  const extracted = await mkdtemp(path.join(config.dataDir, '.tb-restore-'));
  try {
    await extractBackup(file, extracted);
    const dumpFile = path.join(extracted, databaseFileName(kind));
    if (config.databaseUrl) await restorePostgres(config, extracted, dumpFile);
    else await restorePglite(config, extracted, dumpFile);
    return manifest;
  } finally {
    await rm(extracted, { recursive: true, force: true });
  }
}

const describe = (kind: BackupManifest['database']) =>
  kind === 'pglite' ? 'the embedded database (PGlite)' : 'a PostgreSQL database (DATABASE_URL)';

async function refuseMissing(file: string): Promise<void> {
  try {
    await access(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`There is no file ${file}.`);
    }
    throw error;
  }
}

async function refuseNewerMigrations(manifest: BackupManifest): Promise<void> {
  const shipped = await shippedMigrations();
  if (manifest.migrations.applied > shipped.length) {
    throw new BackupError(
      `The backup was made by a newer Teamboard (${manifest.appVersion}, ${manifest.migrations.applied} migrations; this one has ${shipped.length}): restore it with that version or a later one.`,
    );
  }
}

/** The names in a folder; none when it does not exist. */
async function entriesOf(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
}

async function refuseFilledDataDir(dataDir: string): Promise<void> {
  if ((await entriesOf(dataDir)).length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) is not empty: restore only into an empty or new data folder.`,
    );
  }
}

async function refuseFilledPostgres(config: Config): Promise<void> {
  const tables = await userTableCount(config.databaseUrl ?? '');
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL has ${tables} tables: restore only into an empty database (create a new one).`,
    );
  }
  for (const folder of restoredFolders(config)) {
    if ((await entriesOf(folder)).length > 0) {
      throw new BackupError(
        `${folder} holds files already: restore only into an empty folder (${path.relative(config.dataDir, folder)} of DATA_DIR).`,
      );
    }
  }
}

async function restorePglite(config: Config, extracted: string, dumpFile: string): Promise<void> {
  const { dataDir } = config;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // A Blob backed by the file: PGlite reads it from disk.
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: await openAsBlob(dumpFile),
    });
    await client.close();
    await restoreFiles(extracted, config);
  } catch (error) {
    // The folder was empty: leave it so, and a second attempt is not refused.
    await emptyFolder(dataDir);
    throw error;
  }
}

async function restorePostgres(config: Config, extracted: string, dumpFile: string): Promise<void> {
  // One transaction: a failed restore leaves the database as empty as it was.
  await runPgTool('pg_restore', config.databaseUrl ?? '', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    dumpFile,
  ]);
  try {
    await restoreFiles(extracted, config);
  } catch (error) {
    for (const folder of restoredFolders(config)) await emptyFolder(folder);
    throw error;
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%'
          and n.nspname not like 'pg\\_temp%'`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

async function emptyFolder(folder: string): Promise<void> {
  for (const name of await entriesOf(folder)) {
    await rm(path.join(folder, name), { recursive: true, force: true });
  }
}
