import {
  startTimerResponseSchema,
  type ActiveTimerLookup,
  type StartTimerResponse,
  type Task,
} from '@teamboard/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { taskApiPath } from '../../tasks/api/get-tasks';
import { changeBoardTasks, storeTimedTask } from '../../tasks/api/timed-task-cache';
import { replacedTimerMessage } from '../replaced-timer-message';
import { asPublicUser, withoutTimerOf, withTimer } from '../task-timers';
import { activeTimerQueryKey, invalidateActiveTimer, writeActiveTimer } from './get-active-timer';
import { invalidateWorkingHoursQuota } from './get-working-hours-quota';

export const startTimerMutationKey = ['tasks', 'timers', 'start'] as const;

export interface StartTimerVariables {
  task: Pick<Task, '_id' | 'taskId' | 'title' | 'boardId'>;
  /** Where the task lives, for the header's link to it. */
  board: ActiveTimerLookup['board'];
  workspace: ActiveTimerLookup['workspace'];
}

export function startTimer(taskId: string): Promise<StartTimerResponse> {
  return api.post(taskApiPath(taskId, 'timer', 'start'), startTimerResponseSchema);
}

/** The header's timer for a task; the server's entry id replaces the placeholder. */
function lookupOf(
  { task, board, workspace }: StartTimerVariables,
  timeEntryId: string,
  startTime: string,
): ActiveTimerLookup {
  const { _id, taskId, title } = task;
  return { timeEntryId, startTime, task: { _id, taskId, title }, board, workspace };
}

/**
 * One timer per user: the new one shows at once in the header and on the task, and the user's
 * previous one (on any task of the boards concerned) is cleared. Returns what to put back.
 */
function showStarted(queryClient: QueryClient, variables: StartTimerVariables) {
  const startTime = new Date().toISOString();
  const timeEntryId = `pending-${variables.task._id}`;
  const previousTimer = writeActiveTimer(queryClient, lookupOf(variables, timeEntryId, startTime));
  const user = useSessionStore.getState().user;
  if (!user) return { previousTimer, previousTasks: [] };
  const timer = { user: asPublicUser(user), startTime, timeEntryId };
  const boards = new Set([variables.task.boardId]);
  if (previousTimer?.timer) boards.add(previousTimer.timer.board._id);
  const previousTasks = [...boards].flatMap((boardId) =>
    changeBoardTasks(queryClient, boardId, (task) =>
      task._id === variables.task._id ? withTimer(task, timer) : withoutTimerOf(task, user._id),
    ),
  );
  return { previousTimer, previousTasks };
}

/**
 * Starts the user's timer on a task, optimistically (see `showStarted`); the server stops the
 * user's other running timer and answers with both tasks as they now are, and a toast says what
 * the stopped one saved. A refusal puts the cache back and toasts.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startTimerMutationKey,
    mutationFn: (variables: StartTimerVariables) => startTimer(variables.task._id),
    onMutate: async (variables) => {
      // A fetch under way would overwrite the new timer with the old one.
      await queryClient.cancelQueries({ queryKey: activeTimerQueryKey, exact: true });
      return showStarted(queryClient, variables);
    },
    onError: (error, _variables, context) => {
      if (context) {
        if (context.previousTimer) writeActiveTimer(queryClient, context.previousTimer.timer);
        else void invalidateActiveTimer(queryClient);
        for (const task of context.previousTasks) storeTimedTask(queryClient, task);
      }
      toast.error(errorMessage(error, 'Failed to start timer'));
    },
    onSuccess: ({ timeEntry, task, replaced }, variables) => {
      writeActiveTimer(queryClient, lookupOf(variables, timeEntry._id, timeEntry.startTime));
      storeTimedTask(queryClient, task);
      if (!replaced) return;
      storeTimedTask(queryClient, replaced.task);
      toast.info(replacedTimerMessage(replaced));
      if (replaced.timeEntry) void invalidateWorkingHoursQuota(queryClient, replaced.task.boardId);
    },
  });
}
