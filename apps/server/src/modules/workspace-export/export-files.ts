import path from 'node:path';

/**
 * Where finished export zips wait for their download: DATA_DIR/exports, beside the uploads and
 * not inside them, since DATA_DIR/uploads is served to anyone at /uploads/ and an export must be
 * reached only through its signed link. Kept 24 hours, so backups leave the folder out.
 */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

export function exportFilePath(dataDir: string, fileName: string): string {
  return path.join(exportsDir(dataDir), fileName);
}
