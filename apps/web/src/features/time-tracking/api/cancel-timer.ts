import { timerCancelledResponseSchema, type BoardTask } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { storeTimedTask } from '../../tasks/api/timed-task-cache';
import { clearActiveTimer } from './get-active-timer';

export function cancelTimer(taskId: string): Promise<{ task: BoardTask }> {
  return api.post(taskApiPath(taskId, 'timer', 'cancel'), timerCancelledResponseSchema);
}

/** Discards the user's running timer on a task (`taskId` its `_id`): no time is recorded. */
export function useCancelTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTimer,
    onSuccess: ({ task }) => {
      clearActiveTimer(queryClient, task._id);
      storeTimedTask(queryClient, task);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to discard timer')),
  });
}
