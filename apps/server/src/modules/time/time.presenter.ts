import type { Task, TimeEntry } from '@teamboard/shared';

/**
 * Time entries are shown as the task shows them: the Task JSON (readTask, built by
 * PostgreSQL) is the one presenter, and an entry in a response is picked out of it, so the two
 * can never disagree. Read inside the writing transaction, `totalTime` counts exactly the
 * entries listed with it.
 */

export function recordedEntryIn(task: Task, entryId: string): TimeEntry {
  const entry = task.timeEntries.find((each) => each._id === entryId);
  if (!entry) throw new Error(`time entry ${entryId} is missing from task ${task._id}`);
  return entry;
}

/** A running timer as the entry it will become: no duration (and no description) yet. */
export function runningEntryIn(task: Task, entryId: string) {
  const timer = task.activeTimers.find((each) => each.timeEntryId === entryId);
  if (!timer) throw new Error(`timer ${entryId} is missing from task ${task._id}`);
  return {
    _id: timer.timeEntryId,
    user: timer.user,
    startTime: timer.startTime,
    description: null,
    duration: null,
  };
}
