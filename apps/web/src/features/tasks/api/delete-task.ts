import { messageResponseSchema, type BoardTask, type MessageResponse } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { offerUndo } from '../../../lib/offer-undo';
import { readTasks, taskApiPath, writeTasks } from './get-tasks';

export function deleteTask(task: BoardTask): Promise<MessageResponse> {
  return api.delete(taskApiPath(task._id), messageResponseSchema);
}

/**
 * Deletes a task with Undo: its card leaves the board at once, and the server deletes it (with
 * its comments, checklists and history) only if Undo was not pressed (see offerUndo).
 */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useCallback(
    (task: BoardTask) => {
      const others = () =>
        readTasks(queryClient, task.boardId).filter((each) => each._id !== task._id);
      offerUndo({
        message: `${task.taskId} deleted`,
        apply: () => writeTasks(queryClient, task.boardId, others()),
        restore: () => writeTasks(queryClient, task.boardId, [...others(), task]),
        commit: () => deleteTask(task),
        failure: 'Failed to delete task',
      });
    },
    [queryClient],
  );
}
