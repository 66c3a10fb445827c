import type { QueryClient } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { checklistsQueryKey, setCardProgress } from './api/checklists-cache';

/**
 * Someone else changed a task's checklists: its card shows the new progress, and the task's
 * checklists, if this tab holds them (its panel is open), are read again.
 */
export function checklistBoardUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  return {
    CHECKLIST_UPDATED: ({ boardId, payload }) => {
      setCardProgress(queryClient, { _id: payload.taskId, boardId }, payload.checklist);
      void queryClient.invalidateQueries({ queryKey: checklistsQueryKey(payload.taskId) });
    },
  };
}
