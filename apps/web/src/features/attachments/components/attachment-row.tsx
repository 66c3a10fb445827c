import { formatFileSize, relativeTime, type Attachment } from '@teamboard/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/download-file';
import { fetchProtectedFile } from '../../../lib/fetch-protected-file';
import { AttachmentThumbnail } from './attachment-thumbnail';

interface AttachmentRowProps {
  attachment: Attachment;
  /** Deletes it (with Undo); absent for those who may not. */
  onDelete?: (attachment: Attachment) => void;
}

/** One file of the task: thumbnail, name, size, who attached it when; download and delete. */
export function AttachmentRow({ attachment, onDelete }: AttachmentRowProps) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    fetchProtectedFile(attachment.url)
      .then((blob) => saveBlob(attachment.name, blob))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Failed to download the file')))
      .finally(() => setDownloading(false));
  };
  return (
    <li data-testid="attachment" className="flex items-center gap-3">
      <AttachmentThumbnail attachment={attachment} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={attachment.name}>
          {attachment.name}
        </p>
        <p className="text-xs text-neutral-500">
          {formatFileSize(attachment.size)} · {attachment.uploadedBy?.name ?? 'Former member'} ·{' '}
          <time dateTime={attachment.createdAt}>{relativeTime(attachment.createdAt)}</time>
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        loading={downloading}
        aria-label={`Download ${attachment.name}`}
        onClick={download}
      >
        Download
      </Button>
      {onDelete && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${attachment.name}`}
          onClick={() => onDelete(attachment)}
        >
          Delete
        </Button>
      )}
    </li>
  );
}
