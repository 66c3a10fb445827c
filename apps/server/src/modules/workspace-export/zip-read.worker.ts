import { parentPort, workerData } from 'node:worker_threads';
import { EXPORT_FILE_NAMES } from '@teamboard/shared/workspace-export';
import type { ZipReadMessage } from './zip-read-thread';
import { ExportZipRejected, ExportZipTooLarge, readExportZip } from './zip-reader';

/**
 * The worker thread that reads an import's zip (zip-read-thread.ts starts it): inflating,
 * parsing and checking happen here, under the thread's own memory limit, so the server's event
 * loop goes on answering whatever a zip holds. The result goes back a file at a time, so the
 * main thread takes it in several short steps rather than one long one.
 */
const port = parentPort;
if (!port) throw new Error('zip-read.worker runs as a worker thread');
const send = (message: ZipReadMessage) => port.postMessage(message);

try {
  const { manifest, contents, files } = await readExportZip((workerData as { file: string }).file);
  send({ kind: 'manifest', manifest, files });
  for (const name of EXPORT_FILE_NAMES) send({ kind: 'file', name, rows: contents[name] });
  send({ kind: 'done' });
} catch (error) {
  if (!(error instanceof ExportZipRejected)) throw error;
  send({ kind: 'rejected', message: error.message, tooLarge: error instanceof ExportZipTooLarge });
}
