import { taskResponseSchema, type Task } from '@teamboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeFetchedTask, taskApiPath } from './get-tasks';

export const taskQueryKey = (taskId: string) => ['tasks', 'detail', taskId] as const;

export function getTask(taskId: string): Promise<{ task: Task }> {
  return api.get(taskApiPath(taskId), taskResponseSchema);
}

/**
 * One whole task by `_id` or task id, for the panel of a task not in the board's list or listed
 * with an excerpt of its description. Fetched anew on each opening; it takes the place of the
 * board's card (so the board's list keeps the whole description too).
 */
export function useTask(taskId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskQueryKey(taskId),
    queryFn: async () => {
      const fetched = await getTask(taskId);
      storeFetchedTask(queryClient, fetched.task);
      return fetched;
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
}
