import type { Attachment } from '@teamboard/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, noContent } from '../../../lib/api-client';
import { offerUndo } from '../../../lib/offer-undo';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { changeCachedTask } from '../../tasks/api/get-task';
import { readAttachments, writeAttachments, type AttachmentTask } from './attachments-cache';

/**
 * The task's cover, when it is this image: it goes with the image (the server clears it in the
 * same deletion, and this tab does not hear its own change back) and comes back with Undo.
 */
function coverOf(queryClient: QueryClient, task: AttachmentTask, attachment: Attachment) {
  const cover = attachment.thumbnailUrl;
  let taken = false;
  return {
    take: () =>
      changeCachedTask(queryClient, task, (held) => {
        if (cover === null || held.cover !== cover) return held;
        taken = true;
        return { ...held, cover: null };
      }),
    putBack: () => {
      if (taken) changeCachedTask(queryClient, task, (held) => ({ ...held, cover }));
    },
  };
}

/**
 * Deletes a file with Undo (see offerUndo): gone from the list, the card's count and, if it was
 * the cover, the card's cover at once.
 */
export function useDeleteAttachment(task: AttachmentTask) {
  const queryClient = useQueryClient();
  return useCallback(
    (attachment: Attachment) => {
      const change = (apply: (attachments: Attachment[]) => Attachment[]) =>
        writeAttachments(queryClient, task, apply(readAttachments(queryClient, task._id)));
      const cover = coverOf(queryClient, task, attachment);
      offerUndo({
        message: `${attachment.name} deleted`,
        apply: () => {
          change((held) => held.filter((each) => each._id !== attachment._id));
          cover.take();
        },
        restore: () => {
          change((held) => [...held, attachment]);
          cover.putBack();
        },
        commit: () => api.delete(`/api/attachments/${attachment._id}`, noContent),
        onCommitted: () => invalidateTaskActivity(queryClient, task._id),
        failure: 'Failed to delete the file',
      });
    },
    [queryClient, task],
  );
}
