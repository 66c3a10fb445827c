import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Opens a zip on disk to read its entries one at a time (`readEntry`). */
export function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

/** An entry's bytes, inflated as they are read. */
export function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(error);
      else resolve(stream);
    });
  });
}

/**
 * Hands each entry of the zip at `file` to `visit`, one after another in the zip's order, with a
 * way to stream its bytes; the next entry is read once `visit` is done. The first failure stops
 * the walk and closes the zip.
 */
export async function eachZipEntry(
  file: string,
  visit: (name: string, open: () => Promise<Readable>) => Promise<void>,
): Promise<void> {
  const zip = await openZip(file);
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      visit(entry.fileName, () => openStream(zip, entry)).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}
