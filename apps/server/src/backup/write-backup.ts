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
import { backedUpFolders, stageFiles } from './data-files';
import { appVersion } from '../server-root';

/**
 * Writes a backup of the configured database, the uploaded files and (on local disk) the attached
 * files to `file`; returns its manifest. Everything is staged in a folder on disk (inside
 * DATA_DIR, so that files are linked there rather than copied) and streamed into the archive.
 */
export async function writeBackup(config: Config, file: string): Promise<BackupManifest> {
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const folders = backedUpFolders(config);
  const staging = await stagingFolder(config.dataDir);
  try {
    const dumpFile = path.join(staging, databaseFileName(kind));
    await mkdir(path.dirname(dumpFile));
    // The files are staged before the snapshot and again after it, each once (a stored file is
    // never rewritten under its name): a file the snapshot names was there at one of the two,
    // unless it was both added and removed in the seconds the snapshot took. A logo replaced or
    // a file deleted meanwhile keeps its old bytes, one added meanwhile comes in too.
    await stageFiles(config.dataDir, staging, folders);
    const migrations = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dumpFile)
      : await dumpPglite(config.dataDir, dumpFile);
    await stageFiles(config.dataDir, staging, folders);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: await appVersion(),
      database: kind,
      createdAt: new Date().toISOString(),
      migrations,
      fileStorage: config.storage.kind,
    };
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    // Written beside and renamed: an interrupted backup never leaves a half file under the name.
    const partial = `${file}.partial`;
    try {
      await packBackup(staging, partial, folders);
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
 * A folder of its own to stage the backup in: inside DATA_DIR, on the filesystem of the files it
 * links (a temporary folder elsewhere when there is no DATA_DIR yet). Removed at the end.
 */
async function stagingFolder(dataDir: string): Promise<string> {
  return mkdtemp(path.join(existsSync(dataDir) ? dataDir : tmpdir(), '.tb-backup-'));
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
