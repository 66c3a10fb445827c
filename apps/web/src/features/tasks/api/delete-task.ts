import { messageResponseSchema, type MessageResponse, type BoardTask } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readTasks, taskApiPath, writeTasks } from './get-tasks';

export function deleteTask(task: BoardTask): Promise<MessageResponse> {
  return api.delete(taskApiPath(task._id), messageResponseSchema);
}

/** Drops the task from its board's cached list once the server removed it. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_result, task) => {
      const rest = readTasks(queryClient, task.boardId).filter((each) => each._id !== task._id);
      writeTasks(queryClient, task.boardId, rest);
    },
  });
}
