import type { Task, TimeEntry } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { announce, type Initiator } from '../../events/board-events';

export type TimeEventType =
  | 'TASK_TIME_ADDED'
  | 'TASK_TIME_UPDATED'
  | 'TASK_TIME_DELETED'
  | 'TASK_TIMER_STARTED'
  | 'TASK_TIMER_STOPPED'
  | 'TASK_TIMER_CANCELLED';

/** The events that record an entry: they carry it, as the task shows it. */
type RecordingEventType = 'TASK_TIME_ADDED' | 'TASK_TIME_UPDATED' | 'TASK_TIMER_STOPPED';

/** A board event of a time use case: the type, the task as the change left it, the entry. */
export type TimeEvent =
  | { type: RecordingEventType; boardId: string; task: Task; timeEntry: TimeEntry }
  | { type: Exclude<TimeEventType, RecordingEventType>; boardId: string; task: Task };

/** Announces a transaction's time changes, in order, from inside it (see `announce`). */
export async function announceTime(db: Database, initiator: Initiator, events: TimeEvent[]) {
  for (const { type, boardId, ...payload } of events) {
    await announce(db, initiator, boardId, type, payload);
  }
}
