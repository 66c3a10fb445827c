import { TIME_EVENT_TYPES, type BoardUpdate, type TimeEventType } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOwnEcho, onServerEvent } from '../../lib/realtime/socket-connection';
import { useSessionStore } from '../../lib/session-store';
import { parseBoardUpdate } from '../realtime/parse-board-update';
import { invalidateActiveTimer, readActiveTimer } from './api/get-active-timer';
import { invalidateWorkingHoursQuota } from './api/get-working-hours-quota';

/**
 * The board events of time tracking. The board's realtime reducer already puts their task into
 * the board's cache; here the header's timer and the board's quota follow them.
 */
type TimeUpdate = Extract<BoardUpdate, { type: TimeEventType }>;

function isTimeUpdate(update: BoardUpdate): update is TimeUpdate {
  return TIME_EVENT_TYPES.some((type) => type === update.type);
}

/** A time event from another tab or user (this tab's own writes updated the cache already). */
function otherTimeUpdate(data: unknown): TimeUpdate | null {
  const update = parseBoardUpdate(data);
  if (!update || !isTimeUpdate(update)) return null;
  if (isOwnEcho(update)) return null;
  return update;
}

/**
 * Fetches the header's timer again when a timer event concerns the signed-in user: theirs, on
 * the task their timer runs on, or a task now showing their timer (another tab or device, or
 * the server's auto-stop).
 */
export function useActiveTimerRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent('board-update', (data) => {
        const update = otherTimeUpdate(data);
        if (!update?.type.startsWith('TASK_TIMER_')) return;
        const selfId = useSessionStore.getState().user?._id;
        const { task } = update.payload;
        const concerned =
          update.initiator === selfId ||
          readActiveTimer(queryClient)?.task._id === task._id ||
          task.activeTimers.some((timer) => timer.user._id === selfId);
        if (concerned) void invalidateActiveTimer(queryClient);
      }),
    [queryClient],
  );
}

/** Fetches the board's logged time again when an entry was recorded, changed or removed. */
export function useWorkingHoursQuotaRealtime(boardId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent('board-update', (data) => {
        const update = otherTimeUpdate(data);
        if (update?.boardId !== boardId) return;
        if (update.type === 'TASK_TIMER_STARTED' || update.type === 'TASK_TIMER_CANCELLED') return;
        void invalidateWorkingHoursQuota(queryClient, boardId);
      }),
    [queryClient, boardId],
  );
}
