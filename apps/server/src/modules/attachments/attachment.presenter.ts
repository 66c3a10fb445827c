import { attachmentThumbnailPath, type Attachment } from '@teamboard/shared';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { AttachmentWithUploader } from './attachments.repo';

/** An attachment as anyone on the board sees it, with where to download it and its thumbnail. */
export function presentAttachment({ attachment, uploader }: AttachmentWithUploader): Attachment {
  const url = `/api/attachments/${attachment.id}`;
  return {
    _id: attachment.id,
    taskId: attachment.taskId,
    name: attachment.name,
    size: attachment.size,
    mimeType: attachment.mimeType,
    uploadedBy: uploader ? presentPublicUser(uploader, false) : null,
    createdAt: attachment.createdAt.toISOString(),
    url: `${url}/download`,
    thumbnailUrl: attachment.thumbnailKey ? attachmentThumbnailPath(attachment.id) : null,
  };
}
