import { Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  EXPORT_FILE_NAMES,
  EXPORT_FILES_ADDED_LATER,
  WORKSPACE_EXPORT_FORMAT_VERSION,
  exportedWorkspaceSchema,
  exportManifestSchema,
  exportRowFiles,
  type ExportContents,
  type ExportFileName,
  type ExportManifest,
  type ExportRowFileName,
} from '@teamboard/shared/workspace-export';
import { LOGO_MAX_BYTES } from '@teamboard/shared';
import type { Entry, ZipFile } from 'yauzl';
import type { z } from 'zod';
import { measureJson } from './json-shape';
import { openStream, openZip } from './zip-entries';

/** A zip an import refuses, with the message its 400 carries. */
export class ExportZipRejected extends Error {}

/** A zip that holds more than an import reads (413). */
export class ExportZipTooLarge extends ExportZipRejected {}

export interface ExportZip {
  manifest: ExportManifest;
  contents: ExportContents;
  /** The files under files/, by their name there. */
  files: Map<string, Buffer>;
}

const MIB = 1024 * 1024;
/**
 * What the entries an import reads may inflate to, counted as they inflate (not as the zip
 * declares): each JSON file, each file under files/ (a logo), and all of them together. A small
 * zip that inflates to gigabytes stops at the first limit it crosses. Attached files' bytes
 * (attachments/…) are not read here: the import streams them into the file storage.
 */
export const ZIP_READ_LIMITS = {
  jsonFileBytes: 256 * MIB,
  fileBytes: LOGO_MAX_BYTES,
  totalBytes: 1024 * MIB,
  /** The JSON files, the CSVs and a logo, and one entry per attached file. */
  entries: 1_000 + exportRowFiles.attachments.max,
  /**
   * JSON values (objects, lists, fields) in all the files together, counted before each is
   * parsed (json-shape.ts): what bounds the memory parsing takes (some 80 bytes a value at
   * worst), within the reading thread's limit. A workspace of 100,000 tasks with their history
   * and comments holds about half as many.
   */
  jsonValues: 40_000_000,
};
const FILES_PREFIX = 'files/';
const PLAIN_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const tooLarge = () =>
  new ExportZipTooLarge(
    'The zip holds more than an import can read (1 GB unpacked, 256 MB a file, 40 million values)',
  );

/**
 * Reads an export zip from disk one entry at a time: manifest.json, every JSON file the format
 * names and the files under files/ (the CSVs are for people, not for the import). Each file is
 * checked against its schema; anything wrong is an ExportZipRejected naming the file.
 */
export async function readExportZip(file: string): Promise<ExportZip> {
  const zip = await openZip(file).catch(() => {
    throw new ExportZipRejected('The file is not a zip archive: upload the zip of an export');
  });
  if (zip.entryCount > ZIP_READ_LIMITS.entries) {
    zip.close();
    throw new ExportZipRejected(
      `The zip holds more than ${ZIP_READ_LIMITS.entries.toLocaleString('en')} files: it is not a Teamboard export`,
    );
  }
  const entries = await readEntries(zip).catch((error: unknown) => {
    zip.close();
    if (error instanceof ExportZipRejected) throw error;
    throw new ExportZipRejected('The zip archive is damaged and cannot be read');
  });
  const budget = { values: ZIP_READ_LIMITS.jsonValues };
  const manifest = parseManifest(measured('manifest.json', entries, budget));
  const contents = {} as Record<ExportFileName, unknown>;
  for (const name of EXPORT_FILE_NAMES) {
    const bytes = measured(`${name}.json`, entries, budget);
    const json = !bytes && addedLater(name) ? [] : parseJson(`${name}.json`, bytes);
    // Each file's text is let go once it is read: only the checked rows stay in memory.
    entries.delete(`${name}.json`);
    contents[name] = parseContent(name, json);
  }
  const files = new Map<string, Buffer>();
  for (const [name, bytes] of entries) {
    if (name.startsWith(FILES_PREFIX)) files.set(name.slice(FILES_PREFIX.length), bytes);
  }
  return { manifest, contents: contents as ExportContents, files };
}

/**
 * An entry's bytes, once its shape is within the limits: the rows its file may hold, and what is
 * left of the values all files may hold together (`budget`, reduced by what this one holds).
 */
function measured(
  name: string,
  entries: Map<string, Buffer>,
  budget: { values: number },
): Buffer | undefined {
  const bytes = entries.get(name);
  if (!bytes) return undefined;
  const rows = rowLimitOf(name);
  const shape = measureJson(bytes, { items: rows, values: budget.values });
  if (shape.refused === 'items') {
    throw new ExportZipTooLarge(`${name} holds more rows than an import takes (${String(rows)})`);
  }
  if (shape.refused) throw tooLarge();
  budget.values -= shape.values;
  return bytes;
}

/** How many rows a file may list (the manifest and workspace.json are one object each). */
function rowLimitOf(file: string): number {
  const name = file.slice(0, -'.json'.length);
  if (!(name in exportRowFiles)) return Number.POSITIVE_INFINITY;
  return exportRowFiles[name as ExportRowFileName].max;
}

function parseContent(name: ExportFileName, json: unknown): unknown {
  if (name === 'workspace') return parseFile('workspace.json', exportedWorkspaceSchema, json);
  return parseRows(name, json);
}

/**
 * A file of rows: refused past its number of rows before any row is checked, then checked row
 * by row, stopping at the first that breaks the format (the message names it).
 */
function parseRows(name: Exclude<ExportFileName, 'workspace'>, json: unknown): unknown[] {
  const file = `${name}.json`;
  if (!Array.isArray(json)) throw new ExportZipRejected(`${file} must be a list of rows`);
  const { row, max } = exportRowFiles[name];
  if (json.length > max) {
    throw new ExportZipTooLarge(
      `${file} holds ${String(json.length)} rows, more than an import takes (${String(max)})`,
    );
  }
  return json.map((each: unknown, index) => {
    const parsed = row.safeParse(each);
    if (!parsed.success) throw rejection(file, parsed.error, [index]);
    return parsed.data;
  });
}

function addedLater(name: ExportFileName): boolean {
  return (EXPORT_FILES_ADDED_LATER as ExportFileName[]).includes(name);
}

function wanted(name: string): boolean {
  if (name === 'manifest.json') return true;
  if (name.startsWith(FILES_PREFIX)) return PLAIN_NAME.test(name.slice(FILES_PREFIX.length));
  return EXPORT_FILE_NAMES.some((each) => `${each}.json` === name);
}

async function readEntries(zip: ZipFile): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const total = { bytes: 0 };
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      if (!wanted(entry.fileName)) {
        zip.readEntry();
        return;
      }
      const limit = entry.fileName.startsWith(FILES_PREFIX)
        ? ZIP_READ_LIMITS.fileBytes
        : ZIP_READ_LIMITS.jsonFileBytes;
      if (entry.uncompressedSize > limit) {
        reject(tooLarge());
        return;
      }
      openStream(zip, entry)
        .then((stream) => buffer(stream.pipe(inflatedBytesLimit(limit, total))))
        .then((bytes) => {
          entries.set(entry.fileName, bytes);
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
}

/**
 * Passes an entry's bytes on as they inflate, failing as soon as the entry passes `limit` or
 * every entry read so far passes the total: what the zip declares is not trusted.
 */
function inflatedBytesLimit(limit: number, total: { bytes: number }): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      total.bytes += chunk.length;
      if (bytes > limit || total.bytes > ZIP_READ_LIMITS.totalBytes) done(tooLarge());
      else done(null, chunk);
    },
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
  return parseFile('manifest.json', exportManifestSchema, json);
}

function parseFile<T extends z.ZodType>(name: string, schema: T, json: unknown): z.infer<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw rejection(name, parsed.error, []);
}

function rejection(name: string, error: z.ZodError, at: PropertyKey[]): ExportZipRejected {
  const issue = error.issues[0];
  const path = [...at, ...(issue?.path ?? [])];
  const where = path.length ? ` at ${path.map(String).join('.')}` : '';
  return new ExportZipRejected(
    `${name} does not match the export format${where}: ${issue?.message ?? 'invalid'}`,
  );
}
