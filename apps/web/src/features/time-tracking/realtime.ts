import type { BoardUpdateOf } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { useSessionStore } from '../../lib/session-store';
import { invalidateActiveTimer, readActiveTimer } from './api/get-active-timer';
import { invalidateWorkingHoursQuota } from './api/get-working-hours-quota';

/*
 * The board events of time tracking. The tasks' table already puts their task into the board's
 * cache; here the header's timer and the board's quota follow them.
 */

type TimerUpdate = BoardUpdateOf<
  'TASK_TIMER_STARTED' | 'TASK_TIMER_STOPPED' | 'TASK_TIMER_AUTO_STOPPED' | 'TASK_TIMER_CANCELLED'
>;

/**
 * Fetches the header's timer again when a timer event concerns the signed-in user: theirs, on
 * the task their timer runs on, or a task now showing their timer (another tab or device, or
 * the server's auto-stop).
 */
export function activeTimerUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  const followTimer = ({ initiator, payload: { task } }: TimerUpdate) => {
    const selfId = useSessionStore.getState().user?._id;
    const concerned =
      initiator === selfId ||
      readActiveTimer(queryClient)?.task._id === task._id ||
      task.activeTimers.some((timer) => timer.user._id === selfId);
    if (concerned) void invalidateActiveTimer(queryClient);
  };
  return {
    TASK_TIMER_STARTED: followTimer,
    TASK_TIMER_STOPPED: followTimer,
    TASK_TIMER_AUTO_STOPPED: followTimer,
    TASK_TIMER_CANCELLED: followTimer,
  };
}

/** Fetches the board's logged time again when an entry was recorded, changed or removed. */
export function workingHoursQuotaUpdates(
  queryClient: QueryClient,
  boardId: string,
): BoardUpdateHandlers {
  const refetch = () => void invalidateWorkingHoursQuota(queryClient, boardId);
  return {
    TASK_TIME_ADDED: refetch,
    TASK_TIME_UPDATED: refetch,
    TASK_TIME_DELETED: refetch,
    TASK_TIMER_STOPPED: refetch,
    TASK_TIMER_AUTO_STOPPED: refetch,
  };
}
