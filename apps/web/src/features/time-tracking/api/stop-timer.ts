import {
  TIMER_TOO_SHORT_MESSAGE,
  timeEntryResponseSchema,
  type StopTimerInput,
  type TimeEntryResponse,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { changeBoardTasks, storeTimedTask } from '../../tasks/api/timed-task-cache';
import { withoutTimerOf } from '../task-timers';
import { clearActiveTimer } from './get-active-timer';
import { invalidateWorkingHoursQuota } from './get-working-hours-quota';

export interface StopTimerVariables {
  /** The task's `_id`. */
  taskId: string;
  boardId: string;
  description?: string | undefined;
}

export function stopTimer(taskId: string, input: StopTimerInput = {}): Promise<TimeEntryResponse> {
  return api.post(taskApiPath(taskId, 'timer', 'stop'), timeEntryResponseSchema, input);
}

/** The server refused a stop under a minute and discarded the timer: nothing was recorded. */
export function isTooShort(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 400 && error.message === TIMER_TOO_SHORT_MESSAGE
  );
}

/**
 * Stops the user's timer on a task: the entry it recorded joins the task and the header clears.
 * Under a minute the server keeps nothing: the timer is dropped here too, with its message.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, description }: StopTimerVariables) =>
      stopTimer(taskId, description ? { description } : {}),
    onSuccess: ({ task }) => {
      clearActiveTimer(queryClient, task._id);
      storeTimedTask(queryClient, task);
      return invalidateWorkingHoursQuota(queryClient, task.boardId);
    },
    onError: (error, { taskId, boardId }) => {
      if (isTooShort(error)) {
        clearActiveTimer(queryClient, taskId);
        const selfId = useSessionStore.getState().user?._id;
        if (selfId) {
          changeBoardTasks(queryClient, boardId, (task) =>
            task._id === taskId ? withoutTimerOf(task, selfId) : task,
          );
        }
      }
      toast.error(errorMessage(error, 'Failed to stop timer'));
    },
  });
}
