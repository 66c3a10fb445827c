import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { ERROR_CODES, formatFileSize } from '@teamboard/shared';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { holdKeysOfUpload, releaseKeysOfUpload } from './attachments.repo';
import { decideContentType, SNIFF_BYTES, thumbnailed } from './content-type';
import { storageKeysOf, type FileStorage } from './file-storage';
import { sweepNow } from './stored-file-sweep.service';
import { thumbnailOf } from './thumbnail';
import { FileTooLarge, peek, sizeLimited } from './upload-stream';

/** An upload's bytes, stored and not yet recorded. */
export interface StoredUpload {
  id: string;
  key: string;
  thumbnailKey: string | null;
  size: number;
  mimeType: string;
}

type UploadContext = Pick<AppContext, 'config' | 'db' | 'jobs'>;

export const fileTooLarge = (max: number) =>
  new AppError(413, ERROR_CODES.payloadTooLarge, `File is too large (max ${formatFileSize(max)})`);

/**
 * Streams an uploaded file into the storage, deciding its type from its first bytes before
 * anything is stored: an executable is refused (400) with nothing written, an empty file too.
 * Past ATTACHMENT_MAX_BYTES the upload stops (413) and what was written is deleted. An image
 * gets a thumbnail. Until its row is recorded, the bytes are on the sweep's list (holdKeysOfUpload).
 */
export async function storeUpload(
  ctx: UploadContext,
  storage: FileStorage,
  workspaceId: string,
  file: Readable,
): Promise<StoredUpload> {
  const { head, whole } = await peek(file, SNIFF_BYTES);
  if (head.length === 0) throw badRequest('The file is empty');
  const { mimeType, executable } = await decideContentType(head);
  if (executable) throw badRequest('Programs cannot be attached: this file is an executable');
  const id = randomUUID();
  const { key, thumbnailKey } = storageKeysOf(workspaceId, id);
  await holdKeysOfUpload(ctx.db, [key, thumbnailKey]);
  const max = ctx.config.attachmentMaxBytes;
  try {
    const counted = sizeLimited(max);
    // The counter fails the stream it ends (the storage's input) with whatever failed first.
    await storage.put(
      key,
      pipeline(whole, counted, () => undefined),
      mimeType,
    );
    const thumbnail = thumbnailed(mimeType)
      ? await storeThumbnail(storage, key, thumbnailKey)
      : null;
    return { id, key, thumbnailKey: thumbnail, size: counted.bytes(), mimeType };
  } catch (error) {
    await discardUpload(ctx, { key, thumbnailKey });
    throw tooLargeOr(error, max);
  }
}

/** An upload that will not be recorded: its bytes are deleted now. */
export async function discardUpload(
  ctx: UploadContext,
  stored: Pick<StoredUpload, 'key' | 'thumbnailKey'>,
): Promise<void> {
  await discardUploads(ctx, [stored]);
}

/** Uploads that will not be recorded (an import that failed): their bytes are deleted now. */
export async function discardUploads(
  ctx: UploadContext,
  stored: Pick<StoredUpload, 'key' | 'thumbnailKey'>[],
): Promise<void> {
  const keys = stored.flatMap((each) =>
    [each.key, each.thumbnailKey].filter((key) => key !== null),
  );
  await releaseKeysOfUpload(ctx.db, keys);
  await sweepNow(ctx);
}

async function storeThumbnail(
  storage: FileStorage,
  key: string,
  thumbnailKey: string,
): Promise<string | null> {
  const thumbnail = await thumbnailOf(() => storage.read(key));
  if (!thumbnail) return null;
  await storage.put(thumbnailKey, Readable.from([thumbnail], { objectMode: false }), 'image/webp');
  return thumbnailKey;
}

function tooLargeOr(error: unknown, max: number): unknown {
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: string }).code;
  if (error instanceof FileTooLarge || cause instanceof FileTooLarge) return fileTooLarge(max);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(max);
  return error;
}
