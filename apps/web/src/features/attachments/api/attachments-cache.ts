import { attachmentsResponseSchema, type Attachment, type BoardTask } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeCachedTask } from '../../tasks/api/get-task';
import { taskApiPath } from '../../tasks/api/get-tasks';

/** The task files are attached to, as the cache needs it: its id and board. */
export type AttachmentTask = Pick<BoardTask, '_id' | 'boardId'>;

export const attachmentsQueryKey = (taskId: string) => ['tasks', 'attachments', taskId] as const;

export function useAttachments(taskId: string) {
  return useQuery({
    queryKey: attachmentsQueryKey(taskId),
    queryFn: () => api.get(taskApiPath(taskId, 'attachments'), attachmentsResponseSchema),
  });
}

export function readAttachments(queryClient: QueryClient, taskId: string): Attachment[] {
  return (
    queryClient.getQueryData<{ attachments: Attachment[] }>(attachmentsQueryKey(taskId))
      ?.attachments ?? []
  );
}

/** The task's card (on its board and on its own) shows this many files. */
export function setCardAttachmentCount(
  queryClient: QueryClient,
  task: AttachmentTask,
  attachmentCount: number,
): void {
  changeCachedTask(queryClient, task, (held) => ({ ...held, attachmentCount }));
}

/** Newest first, as the server lists them. */
const newestFirst = (attachments: Attachment[]) =>
  [...attachments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Replaces the task's cached files (kept newest first), and its card's count with theirs. */
export function writeAttachments(
  queryClient: QueryClient,
  task: AttachmentTask,
  attachments: Attachment[],
): void {
  queryClient.setQueryData(attachmentsQueryKey(task._id), {
    attachments: newestFirst(attachments),
  });
  setCardAttachmentCount(queryClient, task, attachments.length);
}
