import { taskActivityResponseSchema, type TaskActivity } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from '../../tasks/api/get-tasks';

export const taskActivityQueryKey = (taskId: string) => ['tasks', 'activity', taskId] as const;

/** The task's history, newest first. */
export function getTaskActivity(taskId: string): Promise<{ activities: TaskActivity[] }> {
  return api.get(taskApiPath(taskId, 'activity'), taskActivityResponseSchema);
}

/** Always refetched when shown: any change to the task or its comments adds a line. */
export function useTaskActivity(taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskActivityQueryKey(taskId),
    queryFn: () => getTaskActivity(taskId),
    staleTime: 0,
    enabled,
  });
}

/** After a change that wrote a line of history (a comment added or deleted). */
export function invalidateTaskActivity(queryClient: QueryClient, taskId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskActivityQueryKey(taskId) });
}
