import type { Attachment } from '@teamboard/shared';
import { FileIcon } from '../../../components/ui/icons';
import { useObjectUrl } from '../../../lib/use-object-url';

/** An image's thumbnail, else (or until it came) a plain file icon. */
export function AttachmentThumbnail({ attachment }: { attachment: Attachment }) {
  const src = useObjectUrl(attachment.thumbnailUrl);
  if (src) {
    return (
      <img
        src={src}
        alt={`Thumbnail of ${attachment.name}`}
        className="size-12 shrink-0 rounded object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded bg-neutral-100 text-neutral-500 dark:bg-neutral-800"
    >
      <FileIcon className="size-6" />
    </span>
  );
}
