import {
  timeEntryDeletedResponseSchema,
  type Task,
  type TimeEntryDeletedResponse,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { storeTimedTask } from '../../tasks/api/timed-task-cache';
import { invalidateWorkingHoursQuota } from './get-working-hours-quota';

export function deleteTimeEntry(
  taskId: string,
  entryId: string,
): Promise<TimeEntryDeletedResponse> {
  return api.delete(taskApiPath(taskId, 'time', entryId), timeEntryDeletedResponseSchema);
}

/** Removes an entry; the task comes back without it and with its new total. */
export function useDeleteTimeEntry(task: Pick<Task, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteTimeEntry(task._id, entryId),
    onSuccess: ({ task: saved }) => {
      storeTimedTask(queryClient, saved);
      return invalidateWorkingHoursQuota(queryClient, saved.boardId);
    },
  });
}
