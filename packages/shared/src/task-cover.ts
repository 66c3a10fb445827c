/** The path an image attachment's thumbnail is served at: its `thumbnailUrl`. */
export const attachmentThumbnailPath = (attachmentId: string) =>
  `/api/attachments/${attachmentId}/thumbnail`;

/** An attachment's thumbnail path, its id as the database writes uuids (lowercase). */
const ATTACHMENT_THUMBNAIL =
  /^\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/thumbnail$/;

/**
 * The attachment a task's cover names, or null when the cover is an image address. A task's cover
 * names one of its own image attachments by that image's thumbnail path, exactly as the
 * attachment's `thumbnailUrl` gives it (the server checks the file is the task's and an image).
 */
export function coverAttachmentId(cover: string): string | null {
  return ATTACHMENT_THUMBNAIL.exec(cover)?.[1] ?? null;
}
