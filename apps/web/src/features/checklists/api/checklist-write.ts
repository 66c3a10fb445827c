import type { Checklist } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import {
  checklistsQueryKey,
  readChecklists,
  writeChecklists,
  type ChecklistTask,
} from './checklists-cache';

/** One kind of checklist change: its request, and what it does to the task's checklists. */
export interface ChecklistWrite<Variables, Result> {
  request: (variables: Variables) => Promise<Result>;
  /** The change as shown before the server answers (none: shown once it has). */
  optimistic?: (checklists: Checklist[], variables: Variables) => Checklist[];
  /** The checklists once the server answered. */
  settled: (checklists: Checklist[], result: Result, variables: Variables) => Checklist[];
  /** The toast when the server refuses; the checklists go back to how they were. */
  failure: string;
}

/**
 * A checklist change as a mutation: shown at once where it can be, rolled back with a toast if
 * the server refuses, then the server's answer kept, the card's progress with it, and the task's
 * history fetched again.
 */
export function useChecklistWrite<Variables, Result>(
  task: ChecklistTask,
  write: ChecklistWrite<Variables, Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write.request,
    onMutate: (variables: Variables) => {
      // A read on its way would put back the state before this change: it is dropped.
      void queryClient.cancelQueries({ queryKey: checklistsQueryKey(task._id) });
      const previous = readChecklists(queryClient, task._id);
      if (write.optimistic)
        writeChecklists(queryClient, task, write.optimistic(previous, variables));
      return previous;
    },
    onError: (error, _variables, previous) => {
      if (previous) writeChecklists(queryClient, task, previous);
      toast.error(errorMessage(error, write.failure));
    },
    onSuccess: (result, variables) => {
      const current = readChecklists(queryClient, task._id);
      writeChecklists(queryClient, task, write.settled(current, result, variables));
      return invalidateTaskActivity(queryClient, task._id);
    },
  });
}
