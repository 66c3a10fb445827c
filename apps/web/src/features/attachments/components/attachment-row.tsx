import { formatFileSize, relativeTime, type Attachment } from '@teamboard/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/download-file';
import { fetchProtectedFile } from '../../../lib/fetch-protected-file';
import { AttachmentThumbnail } from './attachment-thumbnail';

interface AttachmentRowProps {
  attachment: Attachment;
  /** Deletes it (with Undo); absent for those who may not. */
  onDelete?: (attachment: Attachment) => void;
  /** Opens an image in the viewer; absent for other files. */
  onOpen?: () => void;
  /** Whether the image is the task's cover. */
  isCover: boolean;
  /** Sets the task's cover (null: none); absent for files that are not images, and for those who may not edit the task. */
  onCover?: (cover: string | null) => void;
}

/**
 * One file of the task: thumbnail (an image's opens the viewer), name, size, who attached it
 * when; download, make or remove the cover, delete.
 */
export function AttachmentRow({
  attachment,
  onDelete,
  onOpen,
  isCover,
  onCover,
}: AttachmentRowProps) {
  const [downloading, setDownloading] = useState(false);
  const { name, thumbnailUrl } = attachment;
  const download = () => {
    setDownloading(true);
    fetchProtectedFile(attachment.url)
      .then((blob) => saveBlob(name, blob))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Failed to download the file')))
      .finally(() => setDownloading(false));
  };
  return (
    <li data-testid="attachment" className="flex items-start gap-3">
      {onOpen ? (
        <button
          type="button"
          aria-label={`Open ${name}`}
          className="shrink-0 cursor-zoom-in rounded focus-visible:outline-2 focus-visible:outline-indigo-500"
          onClick={onOpen}
        >
          <AttachmentThumbnail attachment={attachment} />
        </button>
      ) : (
        <AttachmentThumbnail attachment={attachment} />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium">
          <span className="truncate" title={name}>
            {name}
          </span>
          {isCover && <Badge className="shrink-0">Cover</Badge>}
        </p>
        <p className="text-xs text-neutral-500">
          {formatFileSize(attachment.size)} · {attachment.uploadedBy?.name ?? 'Former member'} ·{' '}
          <time dateTime={attachment.createdAt}>{relativeTime(attachment.createdAt)}</time>
        </p>
        {/* Under the name, so that a long one keeps the row's width. */}
        <div className="-ml-2.5 flex flex-wrap items-center">
          <Button
            size="sm"
            variant="ghost"
            loading={downloading}
            aria-label={`Download ${name}`}
            onClick={download}
          >
            Download
          </Button>
          {onCover && thumbnailUrl && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={isCover ? `Remove ${name} as the cover` : `Make ${name} the cover`}
              onClick={() => onCover(isCover ? null : thumbnailUrl)}
            >
              {isCover ? 'Remove cover' : 'Make cover'}
            </Button>
          )}
          {onDelete && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(attachment)}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
