import type { Readable } from 'node:stream';

/** How a stored file is handed to a browser: its type and its Content-Disposition. */
export interface ServedAs {
  contentType: string;
  contentDisposition: string;
}

/**
 * Where attached files' bytes live, by key (`attachments/{workspace}/{attachment}`): a folder
 * under DATA_DIR, or an S3 bucket. Bytes are streamed in and out, never held whole.
 */
export interface FileStorage {
  /** Streams `body` in under `key`; a failed or cut-off body leaves nothing readable there. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The bytes under `key`; FileNotStored when there are none (deleted meanwhile). */
  read(key: string): Promise<Readable>;
  /**
   * A short-lived signed address serving the bytes as `served`, where the storage can give one
   * (object storage); undefined where the server streams them itself.
   */
  signedUrl(key: string, served: ServedAs): Promise<string | undefined>;
  /** Deletes the bytes; a key already gone is no error. */
  remove(key: string): Promise<void>;
  close(): void;
}

/** Nothing is stored under the key read: never written, or deleted since. */
export class FileNotStored extends Error {
  constructor(key: string) {
    super(`nothing is stored under ${key}`);
    this.name = 'FileNotStored';
  }
}

/** The keys of an attachment's bytes and of its thumbnail. */
export function storageKeysOf(workspaceId: string, attachmentId: string) {
  const key = `attachments/${workspaceId}/${attachmentId}`;
  return { key, thumbnailKey: `${key}.thumb.webp` };
}
