import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';

/**
 * A backup file: a .tar.gz holding manifest.json (first), the database dump, uploads/… and, when
 * attached files are kept on local disk, attachments/…. Packed from and unpacked to folders on
 * disk, so no backup is ever held whole in memory.
 */

export const BACKUP_FORMAT = 'teamboard-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_NAME = 'manifest.json';
const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
/** The local file storage's folder (storageKeysOf: `attachments/{workspace}/{attachment}`). */
export const ATTACHMENTS_FOLDER = 'attachments';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** Migrations applied to the backed-up database: how many, and the last one's tag. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  /**
   * Where the attached files were kept: local (in the backup, under attachments/), or s3 (in the
   * bucket, backed up by its own means). Backups made before attachments say nothing: local.
   */
  fileStorage: z.enum(['local', 's3']).default('local'),
});

export type BackupManifest = z.output<typeof manifestSchema>;
export type DatabaseKind = BackupManifest['database'];

/** A file that is no backup of ours, or one that is damaged: restore changes nothing. */
export class BackupError extends Error {}

const databaseEntryName = (kind: DatabaseKind) =>
  `${DATABASE_FOLDER}/${kind === 'pglite' ? 'pglite.tar' : 'postgres.dump'}`;

/** PGlite: dumpDataDir's tar; PostgreSQL: pg_dump's custom format. Relative to the folder. */
export const databaseFileName = (kind: DatabaseKind) =>
  path.join(...databaseEntryName(kind).split('/'));

/**
 * Packs a staged folder (manifest.json, database/… and the file folders) into `file`. The
 * manifest goes first, so a reader learns what the file is before anything else.
 */
export async function packBackup(staging: string, file: string, folders: string[]): Promise<void> {
  await tar.c({ gzip: true, file, cwd: staging, portable: true, strict: true }, [
    MANIFEST_NAME,
    DATABASE_FOLDER,
    ...folders,
  ]);
}

/**
 * Reads the whole file once, without writing anything: checks that gzip and tar are intact,
 * that it starts with our manifest and holds only our entries and the dump it names.
 */
export async function inspectBackup(file: string): Promise<BackupManifest> {
  const names: string[] = [];
  const manifestChunks: Buffer[] = [];
  let unexpected: string | undefined;
  await readArchive(() =>
    tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        names.push(entry.path);
        if (!isOurs(entry.path, entry.type)) unexpected ??= entry.path;
        if (names.length === 1 && entry.path === MANIFEST_NAME) {
          entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
        }
      },
    }),
  );
  if (names[0] !== MANIFEST_NAME) throw new BackupError('This is not a Teamboard backup file.');
  const manifest = parseManifest(Buffer.concat(manifestChunks));
  if (unexpected !== undefined) {
    throw new BackupError(
      `The backup file is damaged: it holds an unexpected entry ${unexpected}.`,
    );
  }
  if (!names.includes(databaseEntryName(manifest.database))) {
    throw new BackupError('The backup file is damaged: it holds no database dump.');
  }
  return manifest;
}

/** Extracts an inspected backup into an empty folder; only our entries, nothing outside it. */
export async function extractBackup(file: string, folder: string): Promise<void> {
  await readArchive(() =>
    tar.x({
      file,
      cwd: folder,
      strict: true,
      preservePaths: false,
      filter: (name, entry) => isOurs(name, 'type' in entry ? entry.type : 'File'),
    }),
  );
}

/**
 * manifest.json, database/<dump>, uploads/…, attachments/…: plain files and folders, relative,
 * no `..`.
 */
function isOurs(name: string, type: string): boolean {
  if (type !== 'File' && type !== 'Directory') return false;
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  const [top] = parts;
  if (top === UPLOADS_FOLDER || top === ATTACHMENTS_FOLDER) return true;
  if (top === DATABASE_FOLDER) {
    return (
      parts.length === 1 || name === 'database/pglite.tar' || name === 'database/postgres.dump'
    );
  }
  return name === MANIFEST_NAME && type === 'File';
}

/** gzip's and tar's own errors (damaged or foreign data) become one clear refusal. */
async function readArchive(read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!code.startsWith('TAR_') && !code.startsWith('Z_')) throw error;
    const reason = (error as Error).message.replace(`${code}: `, '');
    throw new BackupError(`This is not a Teamboard backup file (or it is damaged): ${reason}.`);
  }
}

function parseManifest(content: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(content.toString('utf8'));
  } catch {
    throw new BackupError('The backup file is damaged: its manifest is not JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format === BACKUP_FORMAT && format.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup file has format version ${String(format.formatVersion)}; this Teamboard reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  throw new BackupError('This is not a Teamboard backup file: its manifest is not ours.');
}
