import type { UniqueIdentifier } from '@dnd-kit/core';
import type { BoardTask } from '@teamboard/shared';
import { useCallback } from 'react';
import { useUpdateTask } from '../tasks/api/update-task';
import { utcDay } from '../../lib/utc-day';
import { dueDayPatch } from './calendar-days';

/** Drop target id of the undated list: a task dropped there loses its due date. */
export const UNSCHEDULED = 'unscheduled';

/** The drop target id of a day's cell. */
export const dayTargetId = (day: string) => `day:${day}`;

/** The day a drop target stands for: a day, the undated list (null), or none (undefined). */
function targetDay(overId: UniqueIdentifier | undefined): string | null | undefined {
  if (overId === UNSCHEDULED) return null;
  return typeof overId === 'string' && overId.startsWith('day:') ? overId.slice(4) : undefined;
}

/**
 * What a drop on the calendar does: the task's due date moves to the day it was dropped on (or
 * goes, on the undated list), shown at once and put back if the server refuses.
 */
export function useDropOnDay(): (task: BoardTask, overId: UniqueIdentifier | undefined) => void {
  const { mutate } = useUpdateTask();
  return useCallback(
    (task, overId) => {
      const day = targetDay(overId);
      const current = task.dueDate ? utcDay(task.dueDate) : null;
      if (day === undefined || day === current) return;
      mutate({ task, patch: dueDayPatch(task, day) });
    },
    [mutate],
  );
}
