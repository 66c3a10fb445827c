import { moveTaskResponseSchema, type CreateTaskInput, type Task } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath, storeTask, type Rebalance } from './get-tasks';

export function createTask(
  input: CreateTaskInput,
): Promise<{ task: Task; rebalanced: Rebalance | null }> {
  return api.post(taskApiPath(), moveTaskResponseSchema, input);
}

/** Adds the new task to its board's cached list. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: ({ task, rebalanced }) => storeTask(queryClient, task, rebalanced),
  });
}
