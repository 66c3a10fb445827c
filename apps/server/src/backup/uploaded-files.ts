import { existsSync } from 'node:fs';
import { cp, lstat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../modules/workspaces/logo';
import { UPLOADS_FOLDER } from './backup-archive';

/**
 * Copies DATA_DIR/uploads (logos…) into a staging folder's uploads/, adding to what an earlier
 * copy put there; an empty folder if there are none.
 */
export async function stageUploads(dataDir: string, staging: string): Promise<void> {
  const target = path.join(staging, UPLOADS_FOLDER);
  await mkdir(target, { recursive: true });
  // Files and folders only, as restore accepts no other entry (a stray symlink is left out).
  const plain = async (source: string) => {
    const stats = await lstat(source);
    return stats.isFile() || stats.isDirectory();
  };
  await cp(uploadsDir(dataDir), target, { recursive: true, filter: plain }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    },
  );
}

/** Copies an extracted backup's uploads/ into DATA_DIR/uploads, never over an existing file. */
export async function restoreUploads(extracted: string, dataDir: string): Promise<void> {
  const source = path.join(extracted, UPLOADS_FOLDER);
  if (!existsSync(source)) return;
  await cp(source, uploadsDir(dataDir), { recursive: true, force: false, errorOnExist: true });
}
