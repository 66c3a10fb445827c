import { moveTaskResponseSchema, type Task, type MoveTaskInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { readTasks, storeTask, taskApiPath, writeTasks, type Rebalance } from './get-tasks';
import { planMove } from './plan-move';

export interface MoveTaskVariables {
  taskId: string;
  columnId: string;
  /** Among the target column's other tasks. */
  index: number;
}

export function moveTask(
  body: MoveTaskInput,
): Promise<{ task: Task; rebalanced: Rebalance | null }> {
  return api.post(taskApiPath('move'), moveTaskResponseSchema, body);
}

/**
 * Moves the card in the cache at once and tells the server its new position; puts it back with an
 * error toast if the server refuses, and applies the column renumbering the server may answer with.
 */
export function useMoveTask(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskId, columnId, index }: MoveTaskVariables) => {
      const plan = planMove(readTasks(queryClient, boardId), taskId, columnId, index);
      if (!plan) return null;
      writeTasks(queryClient, boardId, plan.tasks);
      return moveTask({ taskId, columnId, position: plan.position });
    },
    onMutate: () => readTasks(queryClient, boardId),
    onError: (error, _variables, previous) => {
      if (previous) writeTasks(queryClient, boardId, previous);
      toast.error(errorMessage(error, 'Failed to move task'));
    },
    onSuccess: (result) => {
      if (result) storeTask(queryClient, result.task, result.rebalanced);
    },
  });
}
