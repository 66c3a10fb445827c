import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import {
  EXPORT_FILE_NAMES,
  WORKSPACE_EXPORT_FORMAT_VERSION,
  exportFileSchemas,
  exportManifestSchema,
  type ExportContents,
  type ExportManifest,
} from '@teamboard/shared/workspace-export';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { z } from 'zod';

/** A zip an import refuses, with the message its 400 carries. */
export class ExportZipRejected extends Error {}

export interface ExportZip {
  manifest: ExportManifest;
  contents: ExportContents;
  /** The files under files/, by their name there. */
  files: Map<string, Buffer>;
}

/** Unpacked, a zip may hold at most this much: a small zip that inflates to gigabytes is refused. */
const MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
const FILES_PREFIX = 'files/';
const PLAIN_NAME = /^[A-Za-z0-9._-]{1,100}$/;

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(error);
      else resolve(stream);
    });
  });
}

/**
 * Reads an export zip from disk one entry at a time: manifest.json, every JSON file the format
 * names and the files under files/ (the CSVs are for people, not for the import). Each file is
 * checked against its schema; anything wrong is an ExportZipRejected naming the file.
 */
export async function readExportZip(file: string): Promise<ExportZip> {
  const zip = await openZip(file).catch(() => {
    throw new ExportZipRejected('The file is not a zip archive: upload the zip of an export');
  });
  const entries = await readEntries(zip).catch((error: unknown) => {
    zip.close();
    if (error instanceof ExportZipRejected) throw error;
    throw new ExportZipRejected('The zip archive is damaged and cannot be read');
  });
  const manifest = parseManifest(entries.get('manifest.json'));
  const contents = {} as Record<string, unknown>;
  for (const name of EXPORT_FILE_NAMES) {
    contents[name] = parseFile(
      `${name}.json`,
      entries.get(`${name}.json`),
      exportFileSchemas[name],
    );
  }
  const files = new Map<string, Buffer>();
  for (const [name, bytes] of entries) {
    if (name.startsWith(FILES_PREFIX)) files.set(name.slice(FILES_PREFIX.length), bytes);
  }
  return { manifest, contents: contents as ExportContents, files };
}

function wanted(name: string): boolean {
  if (name === 'manifest.json') return true;
  if (name.startsWith(FILES_PREFIX)) return PLAIN_NAME.test(name.slice(FILES_PREFIX.length));
  return EXPORT_FILE_NAMES.some((each) => `${each}.json` === name);
}

async function readEntries(zip: ZipFile): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  let unpacked = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_UNPACKED_BYTES) {
        reject(new ExportZipRejected('The zip unpacks to more than an export can hold'));
        return;
      }
      if (!wanted(entry.fileName)) {
        zip.readEntry();
        return;
      }
      openStream(zip, entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          entries.set(entry.fileName, bytes);
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
}

function parseJson(name: string, bytes: Buffer | undefined): unknown {
  if (!bytes)
    throw new ExportZipRejected(`${name} is missing: this is not a complete Teamboard export`);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ExportZipRejected(`${name} is not valid JSON`);
  }
}

function parseManifest(bytes: Buffer | undefined): ExportManifest {
  const json = parseJson('manifest.json', bytes);
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (version !== WORKSPACE_EXPORT_FORMAT_VERSION) {
    throw new ExportZipRejected(
      `This export's format version (${String(version)}) is not one this server reads (version ${String(WORKSPACE_EXPORT_FORMAT_VERSION)})`,
    );
  }
  return parseFile('manifest.json', bytes, exportManifestSchema, json);
}

function parseFile<T extends z.ZodType>(
  name: string,
  bytes: Buffer | undefined,
  schema: T,
  json = parseJson(name, bytes),
): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new ExportZipRejected(
    `${name} does not match the export format${where}: ${issue?.message ?? 'invalid'}`,
  );
}
