import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import pg from 'pg';
import type { Config } from '../config';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  databaseFileName,
  MANIFEST_NAME,
  packBackup,
  type BackupManifest,
  type DatabaseKind,
} from './backup-archive';
import { migrationLevel } from './migration-level';
import { runPgTool } from './pg-tools';
import { stageUploads } from './uploaded-files';
import { appVersion } from '../server-root';

/**
 * Writes a backup of the configured database and the uploaded files to `file`; returns its
 * manifest. Everything is staged in a temporary folder on disk and streamed into the archive.
 */
export async function writeBackup(config: Config, file: string): Promise<BackupManifest> {
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const staging = await mkdtemp(path.join(tmpdir(), 'tb-backup-'));
  try {
    const dumpFile = path.join(staging, databaseFileName(kind));
    await mkdir(path.dirname(dumpFile));
    // The files are copied before the snapshot and again after it (they are small: logos, and
    // never rewritten under their name). A file the snapshot names was there at one of the two
    // copies, unless it was both added and removed in the seconds the snapshot took: a logo
    // replaced meanwhile keeps its old file, a logo added meanwhile its new one.
    await stageUploads(config.dataDir, staging);
    const migrations = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dumpFile)
      : await dumpPglite(config.dataDir, dumpFile);
    await stageUploads(config.dataDir, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: await appVersion(),
      database: kind,
      createdAt: new Date().toISOString(),
      migrations,
    };
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    // Written beside and renamed: an interrupted backup never leaves a half file under the name.
    const partial = `${file}.partial`;
    try {
      await packBackup(staging, partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * PGlite is one process's: a running server's data folder would be read half-written. Its
 * postmaster.pid exists while a PGlite has the folder open (and after a crash, until the next
 * start and clean stop).
 */
async function dumpPglite(
  dataDir: string,
  dumpFile: string,
): Promise<BackupManifest['migrations']> {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  }
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dataDir} is in use: stop the server first (the embedded database has one process). If the server is not running, it did not stop cleanly: start it and stop it once.`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(folder);
  try {
    const migrations = await migrationLevel(client);
    // PGlite hands its dump over as a Blob; it goes to disk as a stream.
    const dump = await client.dumpDataDir('none');
    await pipeline(
      Readable.fromWeb(dump.stream() as ReadableStream<Uint8Array>),
      createWriteStream(dumpFile),
    );
    return migrations;
  } finally {
    await client.close();
  }
}

/**
 * pg_dump reads one snapshot; the migration level is read in that same snapshot (exported by
 * this transaction), so the manifest describes exactly the dump. pg_dump writes the file itself.
 */
async function dumpPostgres(
  databaseUrl: string,
  dumpFile: string,
): Promise<BackupManifest['migrations']> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const migrations = await migrationLevel(client);
    await runPgTool('pg_dump', databaseUrl, [
      '--format=custom',
      `--snapshot=${rows[0]?.snapshot ?? ''}`,
      `--file=${dumpFile}`,
    ]);
    return migrations;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}
