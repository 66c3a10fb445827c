import {
  timeEntryResponseSchema,
  type CreateTimeEntryInput,
  type Task,
  type TimeEntryResponse,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { storeTimedTask } from '../../tasks/api/timed-task-cache';
import { invalidateWorkingHoursQuota } from './get-working-hours-quota';

export function addTimeEntry(
  taskId: string,
  input: CreateTimeEntryInput,
): Promise<TimeEntryResponse> {
  return api.post(taskApiPath(taskId, 'time'), timeEntryResponseSchema, input);
}

/** Logs time by hand on a task; the task comes back with the entry and its new total. */
export function useAddTimeEntry(task: Pick<Task, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTimeEntryInput) => addTimeEntry(task._id, input),
    onSuccess: ({ task: saved }) => {
      storeTimedTask(queryClient, saved);
      return invalidateWorkingHoursQuota(queryClient, saved.boardId);
    },
  });
}
