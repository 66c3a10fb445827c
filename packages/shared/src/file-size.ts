const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it, in binary units (1 MB = 1024 KB): "25 MB", "1.5 GB", "312 bytes".
 * Whole numbers lose their decimal, so limits read as they were set.
 */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    Number.isInteger(value) || unit === 0 ? String(Math.round(value)) : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
