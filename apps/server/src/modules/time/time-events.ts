import type { Task } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { announce, type Initiator } from '../../events/board-events';

export type TimeEventType =
  | 'TASK_TIME_ADDED'
  | 'TASK_TIME_UPDATED'
  | 'TASK_TIME_DELETED'
  | 'TASK_TIMER_STARTED'
  | 'TASK_TIMER_STOPPED'
  | 'TASK_TIMER_CANCELLED';

/** A board event of a time use case: the type, and the task as the change left it. */
export interface TimeEvent {
  type: TimeEventType;
  boardId: string;
  task: Task;
}

/** Announces a transaction's time changes, in order, from inside it (see `announce`). */
export async function announceTime(db: Database, initiator: Initiator, events: TimeEvent[]) {
  for (const event of events) {
    await announce(db, initiator, event.boardId, event.type, { task: event.task });
  }
}
