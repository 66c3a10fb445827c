import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_FILE_NAMES,
  exportedFilePath,
  type ExportContents,
  type ExportManifest,
} from '@teamboard/shared/workspace-export';
import { ZipFile } from 'yazl';
import { FileNotStored, type FileStorage } from '../attachments/file-storage';
import type { StoredFileOf } from './export-attachments.repo';
import { tasksCsv, timeEntriesCsv } from './export-csv';

/** A file copied into the zip's files/ folder from disk. */
export interface ZipAttachment {
  /** Its name under files/ in the zip. */
  name: string;
  source: string;
}

/** The attached files' bytes, and the storage they are read from. */
export interface StoredFiles {
  storage: FileStorage;
  files: StoredFileOf[];
}

/**
 * Writes the export zip: manifest.json first, then one JSON file per table, tasks.csv and
 * time-entries.csv, the uploaded files under files/, and each attached file's bytes under
 * attachments/, streamed from the storage one after another (never one whole in memory).
 * attachments.json comes last and lists the files whose bytes are in the zip: one deleted since
 * the tables were read is left out. Streamed to `<target>.partial` and renamed at the end, so a
 * zip under its final name is always whole.
 */
export async function writeExportZip(
  target: string,
  manifest: ExportManifest,
  contents: ExportContents,
  attachments: ZipAttachment[],
  stored: StoredFiles,
): Promise<void> {
  const zip = new ZipFile();
  // yazl reports a failed input (a storage read) here: it stops the write below.
  const failed = new AbortController();
  zip.on('error', (error: Error) => failed.abort(error));
  const json = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
  json('manifest.json', manifest);
  for (const name of EXPORT_FILE_NAMES) {
    if (name !== 'attachments') json(`${name}.json`, contents[name]);
  }
  zip.addBuffer(Buffer.from(tasksCsv(contents)), 'tasks.csv');
  zip.addBuffer(Buffer.from(timeEntriesCsv(contents)), 'time-entries.csv');
  for (const file of attachments) zip.addFile(file.source, `files/${file.name}`);
  const missing = addStoredFiles(zip, stored);
  // Made once every file before it is written (yazl writes entries in order).
  zip.addReadStreamLazy('attachments.json', (done) => {
    const kept = contents.attachments.filter((row) => !missing.has(row._id));
    done(null, Readable.from([JSON.stringify(kept, null, 2)]));
  });
  zip.end();

  const partial = `${target}.partial`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await pipeline(zip.outputStream, createWriteStream(partial), { signal: failed.signal });
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Each stored file as an entry read from the storage when its turn comes. A file deleted since
 * the tables were read becomes an empty entry, and its id joins the answered set.
 */
function addStoredFiles(zip: ZipFile, { storage, files }: StoredFiles): Set<string> {
  const missing = new Set<string>();
  for (const file of files) {
    const options = { compress: worthDeflating(file.mimeType) };
    zip.addReadStreamLazy(exportedFilePath(file.attachmentId), options, (done) => {
      storage.read(file.key).then(
        (bytes) => {
          bytes.once('error', (error) => zip.emit('error', error));
          done(null, bytes);
        },
        (error: unknown) => {
          if (error instanceof FileNotStored) missing.add(file.attachmentId);
          else zip.emit('error', error);
          done(null, Readable.from([]));
        },
      );
    });
  }
  return missing;
}

/** Text shrinks when deflated; images, PDFs and archives are compressed already. */
function worthDeflating(mimeType: string): boolean {
  return mimeType.startsWith('text/') || /^application\/(json|xml)$|\+xml$/.test(mimeType);
}
