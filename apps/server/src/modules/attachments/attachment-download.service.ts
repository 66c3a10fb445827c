import type { Readable } from 'node:stream';
import type { AttachmentRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { contentDisposition, servedType } from './content-type';
import { FileNotStored, type FileStorage, type ServedAs } from './file-storage';

/** How a download is answered: a redirect to a signed address, or the bytes themselves. */
export type Delivery =
  { redirect: string } | { served: ServedAs; size: number | undefined; body: Readable };

/**
 * A file for download, as its type allows: images, PDF and plain text may be shown in the page;
 * anything else (SVG and HTML among them) only downloads. Object storage answers with a signed
 * address to the bytes, served with the same headers.
 */
export async function deliverFile(
  storage: FileStorage,
  attachment: AttachmentRow,
): Promise<Delivery> {
  const served = {
    contentType: servedType(attachment.mimeType),
    contentDisposition: contentDisposition(attachment.mimeType, attachment.name),
  };
  return deliver(storage, attachment.storageKey, served, attachment.size);
}

/** An image's thumbnail (a WebP, shown in the page); 404 for a file without one. */
export async function deliverThumbnail(
  storage: FileStorage,
  attachment: AttachmentRow,
): Promise<Delivery> {
  if (!attachment.thumbnailKey) throw notFound('This file has no thumbnail');
  const served = {
    contentType: 'image/webp',
    contentDisposition: contentDisposition('image/webp', `${attachment.name}.webp`),
  };
  return deliver(storage, attachment.thumbnailKey, served, undefined);
}

async function deliver(
  storage: FileStorage,
  key: string,
  served: ServedAs,
  size: number | undefined,
): Promise<Delivery> {
  const redirect = await storage.signedUrl(key, served);
  if (redirect) return { redirect };
  try {
    return { served, size, body: await storage.read(key) };
  } catch (error) {
    // The row is there but its bytes are not (a sweep or a restore without the files): missing.
    if (error instanceof FileNotStored) throw notFound('File not found');
    throw error;
  }
}
