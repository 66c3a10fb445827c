import { createReadStream, type Dirent } from 'node:fs';
import { copyFile, constants, link, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createFileStorage } from '../modules/attachments/file-storage.service';
import { uploadsDir } from '../modules/workspaces/logo';
import { ATTACHMENTS_FOLDER, UPLOADS_FOLDER } from './backup-archive';

/**
 * The files of DATA_DIR a backup carries beside the database: uploads/ (logos), and attachments/
 * (attached files) when they are kept on local disk. With STORAGE=s3 the bucket holds them and is
 * backed up by its own means (docs/decisions.md).
 */
export function backedUpFolders(config: Pick<Config, 'storage'>): string[] {
  return config.storage.kind === 'local' ? [UPLOADS_FOLDER, ATTACHMENTS_FOLDER] : [UPLOADS_FOLDER];
}

/** Where each folder is in DATA_DIR. */
function sourceOf(dataDir: string, folder: string): string {
  return folder === UPLOADS_FOLDER ? uploadsDir(dataDir) : path.join(dataDir, folder);
}

/**
 * Adds the folders' files to a staging folder on DATA_DIR's filesystem, each hard-linked (copied
 * where the filesystem has no links), keeping any already staged: a stored file is never
 * rewritten under its name, and a link keeps its bytes even once the sweep deletes it. Files
 * still being written (`.partial`) and anything but files and folders are left out.
 */
export async function stageFiles(dataDir: string, staging: string, folders: string[]) {
  for (const folder of folders) {
    const source = sourceOf(dataDir, folder);
    await mkdir(path.join(staging, folder), { recursive: true });
    for (const entry of (await entriesUnder(source)) ?? []) {
      const from = path.join(entry.parentPath, entry.name);
      const to = path.join(staging, folder, path.relative(source, from));
      if (entry.isDirectory()) await mkdir(to, { recursive: true });
      else if (entry.isFile() && !entry.name.endsWith('.partial')) await linkOrCopy(from, to);
    }
  }
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    // Staged already, or deleted since the folder was listed (its row went before the snapshot).
    if (code === 'EEXIST' || code === 'ENOENT') return;
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(code)) throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL).catch((failed: unknown) => {
      const again = (failed as NodeJS.ErrnoException).code;
      if (again !== 'EEXIST' && again !== 'ENOENT') throw failed;
    });
  }
}

/**
 * Puts an extracted backup's files back: uploads/ into DATA_DIR, attached files where the
 * configured storage keeps them (DATA_DIR/attachments, or the S3 bucket under the same keys). The
 * extracted folder is on DATA_DIR's filesystem, so a folder moves there rather than copies; the
 * targets are empty (restoreBackup refuses otherwise).
 */
export async function restoreFiles(extracted: string, config: Config): Promise<void> {
  await moveFolder(path.join(extracted, UPLOADS_FOLDER), uploadsDir(config.dataDir));
  const attached = path.join(extracted, ATTACHMENTS_FOLDER);
  if (config.storage.kind === 'local') {
    await moveFolder(attached, path.join(config.dataDir, ATTACHMENTS_FOLDER));
  } else await putInBucket(attached, config);
}

/** The folders restoreFiles fills in DATA_DIR, which a restore must find empty. */
export function restoredFolders(config: Config): string[] {
  const folders = [uploadsDir(config.dataDir)];
  if (config.storage.kind === 'local') folders.push(path.join(config.dataDir, ATTACHMENTS_FOLDER));
  return folders;
}

async function moveFolder(from: string, to: string): Promise<void> {
  if ((await filesUnder(from)) === undefined) return;
  await mkdir(path.dirname(to), { recursive: true });
  // Over an empty folder, if there is one: a rename replaces it.
  await rename(from, to);
}

/** Each file of the backup's attachments/, streamed to the bucket under its key. */
async function putInBucket(folder: string, config: Config): Promise<void> {
  const files = await filesUnder(folder);
  if (!files?.length) return;
  const storage = createFileStorage(config);
  try {
    for (const file of files) {
      const key = [ATTACHMENTS_FOLDER, ...path.relative(folder, file).split(path.sep)].join('/');
      await storage.put(key, createReadStream(file), 'application/octet-stream');
    }
  } finally {
    storage.close();
  }
}

/** Every file under a folder; undefined when there is no such folder. */
async function filesUnder(folder: string): Promise<string[] | undefined> {
  return (await entriesUnder(folder))
    ?.filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Everything under a folder, at any depth; undefined when there is no such folder. */
async function entriesUnder(folder: string): Promise<Dirent[] | undefined> {
  return readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
}
