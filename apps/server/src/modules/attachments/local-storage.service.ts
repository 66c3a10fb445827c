import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotStored, type FileStorage } from './file-storage';

/**
 * Files under DATA_DIR (DATA_DIR/attachments/…), for a single server process. A file is written
 * beside its name and renamed once whole, so a reader never sees half of one.
 */
export function localFileStorage(dataDir: string): FileStorage {
  const fileOf = (key: string) => path.join(dataDir, ...key.split('/'));
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      const partial = `${file}.partial`;
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    read: (key) =>
      new Promise<Readable>((resolve, reject) => {
        const stream = createReadStream(fileOf(key));
        stream
          .once('open', () => resolve(stream))
          .once('error', (error: NodeJS.ErrnoException) => {
            reject(error.code === 'ENOENT' ? new FileNotStored(key) : error);
          });
      }),
    signedUrl: () => Promise.resolve(undefined),
    remove: (key) => rm(fileOf(key), { force: true }),
    close: () => undefined,
  };
}
