import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../http/app-error';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Image formats accepted as logos, recognised by their first bytes (never by the client's word). */
const SIGNATURES: { extension: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    extension: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    extension: 'gif',
    matches: (b) =>
      b.subarray(0, 6).toString('ascii') === 'GIF87a' ||
      b.subarray(0, 6).toString('ascii') === 'GIF89a',
  },
  {
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('ascii') === 'RIFF' &&
      b.subarray(8, 12).toString('ascii') === 'WEBP',
  },
];

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes the logo under DATA_DIR/uploads/logos with an unguessable name; returns its public path. */
export async function storeLogo(
  dataDir: string,
  workspaceId: string,
  bytes: Buffer,
): Promise<string> {
  const format = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!format) throw badRequest('The logo must be a PNG, JPEG, GIF or WebP image');
  const dir = path.join(uploadsDir(dataDir), 'logos');
  await mkdir(dir, { recursive: true });
  const file = `${workspaceId}-${randomBytes(8).toString('hex')}.${format.extension}`;
  await writeFile(path.join(dir, file), bytes);
  return `${UPLOADS_URL_PREFIX}logos/${file}`;
}

/** Removes a logo file we stored; anything else (or a file already gone) is left alone. */
export async function removeLogo(dataDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(`${UPLOADS_URL_PREFIX}logos/`)) return;
  const file = path.basename(publicPath);
  await unlink(path.join(uploadsDir(dataDir), 'logos', file)).catch(() => undefined);
}
