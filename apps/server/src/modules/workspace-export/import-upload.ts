import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportsDir } from './export-files';

/**
 * Streams an uploaded zip to a file of its own (a zip is read from its end, so it must be whole
 * somewhere, and a 2 GB upload does not belong in memory), hands it to `use`, and deletes it
 * whatever happens.
 */
export async function withUploadedFile<T>(
  dataDir: string,
  upload: Readable,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = exportsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `import-${randomUUID()}.zip`);
  try {
    await pipeline(upload, createWriteStream(file));
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}
