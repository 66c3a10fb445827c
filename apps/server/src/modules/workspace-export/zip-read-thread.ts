import { Worker } from 'node:worker_threads';
import type {
  ExportContents,
  ExportFileName,
  ExportManifest,
} from '@teamboard/shared/workspace-export';
import { ExportZipRejected, ExportZipTooLarge, type ExportZip } from './zip-reader';

/** What the reading thread sends back, in this order: the manifest, each file, done. */
export type ZipReadMessage =
  | { kind: 'manifest'; manifest: ExportManifest; files: Map<string, Uint8Array> }
  | { kind: 'file'; name: ExportFileName; rows: ExportContents[ExportFileName] }
  | { kind: 'done' }
  | { kind: 'rejected'; message: string; tooLarge: boolean };

/**
 * The reading thread's memory: above what the most values a zip may hold take once parsed
 * (zip-reader.ts's limits are counted before parsing), so a refusal comes from the count, quickly,
 * and this limit only guards against what the count did not foresee.
 */
const READ_HEAP_MB = 4096;
/** A read taking longer than this is given up (the largest allowed export reads in seconds). */
const READ_TIME_LIMIT_MS = 5 * 60 * 1000;
/** Reads at once in this process: each may take a core and READ_HEAP_MB. */
const MAX_READS = 2;
let reading = 0;

/**
 * Reads and checks an import's zip in a worker thread (zip-read.worker.ts) with a memory and a
 * time limit, so no zip can stall or exhaust the server: one that runs the thread out of memory
 * or time is refused as too large. At most MAX_READS at once; another is refused (429 upstream).
 */
export async function readExportZipOffThread(file: string): Promise<ExportZip> {
  if (reading >= MAX_READS) throw new ZipReadersBusy();
  reading += 1;
  try {
    return await readInWorker(file);
  } finally {
    reading -= 1;
  }
}

/** Every reading thread is busy with another import. */
export class ZipReadersBusy extends Error {}

function readInWorker(file: string): Promise<ExportZip> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(file);
    const read: Partial<ExportZip> = {};
    const contents = {} as Record<ExportFileName, unknown>;
    const timer = setTimeout(() => {
      reject(tooLargeToRead());
      void worker.terminate();
    }, READ_TIME_LIMIT_MS);
    const settle = () => clearTimeout(timer);
    worker.on('message', (message: ZipReadMessage) => {
      if (message.kind === 'manifest') {
        read.manifest = message.manifest;
        read.files = asBuffers(message.files);
      }
      if (message.kind === 'file') contents[message.name] = message.rows;
      if (message.kind === 'rejected') {
        settle();
        reject(
          message.tooLarge
            ? new ExportZipTooLarge(message.message)
            : new ExportZipRejected(message.message),
        );
      }
      if (message.kind === 'done' && read.manifest && read.files) {
        settle();
        resolve({
          manifest: read.manifest,
          files: read.files,
          contents: contents as ExportContents,
        });
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      settle();
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error);
    });
    worker.on('exit', () => {
      settle();
      reject(new Error('the zip reading thread stopped without an answer'));
    });
  });
}

/** A Buffer crosses threads as a plain Uint8Array: made a Buffer again, without a copy. */
function asBuffers(files: Map<string, Uint8Array>): Map<string, Buffer> {
  const buffers = new Map<string, Buffer>();
  for (const [name, bytes] of files) {
    buffers.set(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return buffers;
}

const tooLargeToRead = () =>
  new ExportZipTooLarge('The zip holds more than an import can read on this server');

const WORKER_OPTIONS = {
  resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
} as const;

/**
 * The built server runs dist/zip-read.worker.js beside its bundle. From source (tests, the dev
 * server) the worker is TypeScript, which a worker thread of Node 20 cannot load by itself: it
 * registers tsx first.
 */
function startWorker(file: string): Worker {
  const workerData = { file };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./zip-read.worker.js', import.meta.url), {
      ...WORKER_OPTIONS,
      workerData,
    });
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./zip-read.worker.ts', import.meta.url).href);
  const source = `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`;
  return new Worker(source, { ...WORKER_OPTIONS, workerData, eval: true });
}
