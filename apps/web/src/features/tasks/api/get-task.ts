import { taskResponseSchema, type Task } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from './get-tasks';

export const taskQueryKey = (taskId: string) => ['tasks', 'detail', taskId] as const;

export function getTask(taskId: string): Promise<{ task: Task }> {
  return api.get(taskApiPath(taskId), taskResponseSchema);
}

/** One task by `_id` or task id, for a panel opened on a task not in the board's list. */
export function useTask(taskId: string, enabled: boolean) {
  return useQuery({
    queryKey: taskQueryKey(taskId),
    queryFn: () => getTask(taskId),
    enabled,
    retry: false,
  });
}
