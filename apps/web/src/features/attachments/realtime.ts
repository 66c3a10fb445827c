import type { QueryClient } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { attachmentsQueryKey, setCardAttachmentCount } from './api/attachments-cache';

interface AttachmentUpdate {
  boardId: string;
  payload: { taskId: string; attachmentCount: number };
}

/**
 * Someone else attached or deleted a file: the card shows the new count, and the task's files,
 * if this tab holds them (its panel is open), are read again.
 */
export function attachmentBoardUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  const update = ({ boardId, payload }: AttachmentUpdate) => {
    setCardAttachmentCount(queryClient, { _id: payload.taskId, boardId }, payload.attachmentCount);
    void queryClient.invalidateQueries({ queryKey: attachmentsQueryKey(payload.taskId) });
  };
  return { ATTACHMENT_ADDED: update, ATTACHMENT_DELETED: update };
}
