import type { Task } from '@teamboard/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { announce } from '../realtime/board-events';

export type TimeEventType =
  | 'TASK_TIME_ADDED'
  | 'TASK_TIME_UPDATED'
  | 'TASK_TIME_DELETED'
  | 'TASK_TIMER_STARTED'
  | 'TASK_TIMER_STOPPED'
  | 'TASK_TIMER_CANCELLED';

/** A board event a time use case owes once its transaction has committed. */
export interface TimeEvent {
  type: TimeEventType;
  boardId: string;
  task: Task;
}

/** Sends the committed changes of this request, in order, to their boards' rooms. */
export function announceTime(ctx: AppContext, request: FastifyRequest, events: TimeEvent[]) {
  for (const event of events) {
    announce(ctx.boardEvents, request, event.boardId, event.type, { task: event.task });
  }
}
