import {
  timeEntryResponseSchema,
  type Task,
  type TimeEntryResponse,
  type UpdateTimeEntryInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { storeTimedTask } from '../../tasks/api/timed-task-cache';
import { invalidateWorkingHoursQuota } from './get-working-hours-quota';

export interface UpdateTimeEntryVariables {
  entryId: string;
  input: UpdateTimeEntryInput;
}

export function updateTimeEntry(
  taskId: string,
  { entryId, input }: UpdateTimeEntryVariables,
): Promise<TimeEntryResponse> {
  return api.put(taskApiPath(taskId, 'time', entryId), timeEntryResponseSchema, input);
}

/** Changes an entry (its author's, or any for a board admin); the task comes back whole. */
export function useUpdateTimeEntry(task: Pick<Task, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateTimeEntryVariables) => updateTimeEntry(task._id, variables),
    onSuccess: ({ task: saved }) => {
      storeTimedTask(queryClient, saved);
      return invalidateWorkingHoursQuota(queryClient, saved.boardId);
    },
  });
}
