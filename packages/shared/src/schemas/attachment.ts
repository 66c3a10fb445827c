import { z } from 'zod';
import { publicUserSchema } from './workspace';

/** Bytes a file may have unless the server sets ATTACHMENT_MAX_BYTES. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * A file attached to a task. `mimeType` is what the server read from the file's bytes (never its
 * name). `url` downloads it (or redirects to a short-lived signed address); `thumbnailUrl` is a
 * small WebP of an image, null for other files.
 */
export const attachmentSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  /** Null once the uploader's account is deleted (the team keeps the file). */
  uploadedBy: publicUserSchema.nullable(),
  createdAt: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
export const attachmentsResponseSchema = z.object({ attachments: z.array(attachmentSchema) });

const THUMBNAIL_PATH =
  /^\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/thumbnail$/;

/** Where an attachment's thumbnail is served: what a task's cover names when it is an attached image. */
export function attachmentThumbnailPath(attachmentId: string): string {
  return `/api/attachments/${attachmentId}/thumbnail`;
}

/** The attachment a thumbnail's address names (attachmentThumbnailPath); undefined for any other. */
export function attachmentOfThumbnailPath(address: string): string | undefined {
  return THUMBNAIL_PATH.exec(address)?.[1];
}
