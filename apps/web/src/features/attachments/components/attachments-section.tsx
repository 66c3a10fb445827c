import type { Attachment, BoardTask } from '@teamboard/shared';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentBoard } from '../../boards/current-board';
import { useUpdateTask } from '../../tasks/api/update-task';
import { useAttachments } from '../api/attachments-cache';
import { useDeleteAttachment } from '../api/delete-attachment';
import type { Uploads } from '../api/use-uploads';
import { AttachmentRow } from './attachment-row';
import { UploadRow } from './upload-row';

// The viewer and its library load when an image is first opened, not with every panel.
const ImageLightbox = lazy(async () => ({
  default: (await import('./image-lightbox')).ImageLightbox,
}));

/** Who may delete a file: its uploader, or the board's admins (as the server decides). */
function useMayDelete(): (attachment: Attachment) => boolean {
  const { can } = useCurrentBoard();
  const selfId = useSessionStore((state) => state.user?._id);
  return (attachment) =>
    can('board.work') && (can('board.manage') || attachment.uploadedBy?._id === selfId);
}

interface AttachmentsSectionProps {
  task: BoardTask;
  /** The panel's uploads: files dropped onto the panel go there too. */
  uploads: Uploads;
}

/**
 * The task's files, and a way to attach more for those who may work on the board. Images open in
 * a viewer, and any of them can be made the task's cover by those who may edit the task.
 */
export function AttachmentsSection({ task, uploads }: AttachmentsSectionProps) {
  const headingId = useId();
  const { can } = useCurrentBoard();
  const attachments = useAttachments(task._id);
  const remove = useDeleteAttachment(task);
  const mayDelete = useMayDelete();
  const update = useUpdateTask();
  const setCover = (cover: string | null) => update.mutate({ task, patch: { cover } });
  const [viewing, setViewing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // One array while the files stay the same: the viewer starts again at `index` on a new one.
  const images = useMemo(
    () => (attachments.data?.attachments ?? []).filter((each) => each.thumbnailUrl),
    [attachments.data],
  );

  let body;
  if (attachments.isPending) body = <Spinner className="text-indigo-600" />;
  else if (attachments.isError)
    body = <Alert tone="error">{errorMessage(attachments.error, 'Failed to fetch files')}</Alert>;
  else if (attachments.data.attachments.length > 0)
    body = (
      <ul className="space-y-2" aria-label="Files">
        {attachments.data.attachments.map((attachment) => {
          const image = images.indexOf(attachment);
          return (
            <AttachmentRow
              key={attachment._id}
              attachment={attachment}
              onDelete={mayDelete(attachment) ? remove : undefined}
              onOpen={image === -1 ? undefined : () => setViewing(image)}
              isCover={attachment.thumbnailUrl !== null && attachment.thumbnailUrl === task.cover}
              onCover={can('board.work') ? setCover : undefined}
            />
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Files
        </h3>
        {can('board.work') && (
          <>
            <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              data-testid="attach-files-input"
              onChange={(event) => {
                uploads.start(event.target.files ?? []);
                // The same file chosen again is a new upload.
                event.target.value = '';
              }}
            />
          </>
        )}
      </div>
      {uploads.uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads">
          {uploads.uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onCancel={() => uploads.cancel(upload)}
              onDismiss={() => uploads.dismiss(upload)}
            />
          ))}
        </ul>
      )}
      {body}
      {viewing !== null && images.length > 0 && (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            index={Math.min(viewing, images.length - 1)}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
