import type { Attachment } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, noContent } from '../../../lib/api-client';
import { offerUndo } from '../../../lib/offer-undo';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { readAttachments, writeAttachments, type AttachmentTask } from './attachments-cache';

/** Deletes a file with Undo (see offerUndo): gone from the list and the card's count at once. */
export function useDeleteAttachment(task: AttachmentTask) {
  const queryClient = useQueryClient();
  return useCallback(
    (attachment: Attachment) => {
      const change = (apply: (attachments: Attachment[]) => Attachment[]) =>
        writeAttachments(queryClient, task, apply(readAttachments(queryClient, task._id)));
      offerUndo({
        message: `${attachment.name} deleted`,
        apply: () => change((held) => held.filter((each) => each._id !== attachment._id)),
        restore: () => change((held) => [...held, attachment]),
        commit: () => api.delete(`/api/attachments/${attachment._id}`, noContent),
        onCommitted: () => invalidateTaskActivity(queryClient, task._id),
        failure: 'Failed to delete the file',
      });
    },
    [queryClient, task],
  );
}
