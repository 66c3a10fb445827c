import type { QueryClient } from '@tanstack/react-query';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { readAttachments, writeAttachments, type AttachmentTask } from './attachments-cache';
import { uploadAttachment, type Sending } from './upload-attachment';

/**
 * Uploads `file` to the task, reporting bytes sent; once stored it joins the task's files (and
 * its card's count) and the task's history is read again. Every way of attaching goes through
 * here: the panel's button, drop and paste, and a drop onto a card.
 */
export function attachFile(
  queryClient: QueryClient,
  task: AttachmentTask,
  file: File,
  onProgress: (loaded: number) => void,
): Sending {
  const sending = uploadAttachment(task._id, file, onProgress);
  const done = sending.done.then((attachment) => {
    const held = readAttachments(queryClient, task._id);
    writeAttachments(queryClient, task, [
      attachment,
      ...held.filter((each) => each._id !== attachment._id),
    ]);
    void invalidateTaskActivity(queryClient, task._id);
    return attachment;
  });
  return { done, abort: sending.abort };
}
