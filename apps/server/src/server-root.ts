import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder. This file sits one level below it in src/, and so does the bundle that
 * holds it in dist/: files found from here (migrations, the web build) are found from both.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's version (its package.json's), written into backups and exports. */
export async function appVersion(): Promise<string> {
  const manifest = await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
