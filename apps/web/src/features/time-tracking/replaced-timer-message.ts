import { formatDuration, type StartTimerResponse } from '@teamboard/shared';

type ReplacedTimer = NonNullable<StartTimerResponse['replaced']>;

/**
 * What became of the timer a start replaced, for a toast: the person sees the new timer, not the
 * old one, so they are told it was stopped and what it saved (nothing under the minimum).
 */
export function replacedTimerMessage({ task, timeEntry }: ReplacedTimer): string {
  if (!timeEntry) {
    return `Stopped the timer on ${task.taskId}: it ran under a minute, so nothing was saved`;
  }
  return `Stopped the timer on ${task.taskId} and saved ${formatDuration(timeEntry.duration)}`;
}
