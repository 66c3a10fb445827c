import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_FILE_NAMES,
  type ExportContents,
  type ExportManifest,
} from '@teamboard/shared/workspace-export';
import { ZipFile } from 'yazl';
import { tasksCsv, timeEntriesCsv } from './export-csv';

/** A file copied into the zip's files/ folder from disk. */
export interface ZipAttachment {
  /** Its name under files/ in the zip. */
  name: string;
  source: string;
}

/**
 * Writes the export zip: manifest.json first, then one JSON file per table, tasks.csv and
 * time-entries.csv, and the uploaded files under files/. Streamed to `<target>.partial` and
 * renamed at the end, so a zip under its final name is always whole.
 */
export async function writeExportZip(
  target: string,
  manifest: ExportManifest,
  contents: ExportContents,
  attachments: ZipAttachment[],
): Promise<void> {
  const zip = new ZipFile();
  const json = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
  json('manifest.json', manifest);
  for (const name of EXPORT_FILE_NAMES) json(`${name}.json`, contents[name]);
  zip.addBuffer(Buffer.from(tasksCsv(contents)), 'tasks.csv');
  zip.addBuffer(Buffer.from(timeEntriesCsv(contents)), 'time-entries.csv');
  for (const file of attachments) zip.addFile(file.source, `files/${file.name}`);
  zip.end();

  const partial = `${target}.partial`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await pipeline(zip.outputStream, createWriteStream(partial));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
