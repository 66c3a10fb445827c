import { taskResponseSchema, type Task } from '@teamboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeFetchedTask, taskApiPath } from './get-tasks';

/** A task's own copy, cached under the `_id` or the task key it was asked by. */
export const taskQueryKey = (idOrKey: string) => ['tasks', 'detail', idOrKey] as const;

export function getTask(idOrKey: string): Promise<{ task: Task }> {
  return api.get(taskApiPath(idOrKey), taskResponseSchema);
}

/**
 * One whole task by `_id` or task key, for the panel of a task not in the board's list or listed
 * with an excerpt of its description. Fetched anew on each opening; it takes the place of the
 * board's card (so the board's list keeps the whole description too).
 */
export function useTask(idOrKey: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskQueryKey(idOrKey),
    queryFn: async () => {
      const fetched = await getTask(idOrKey);
      storeFetchedTask(queryClient, fetched.task);
      return fetched;
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
}
