import {
  SOCKET_ID_HEADER,
  type BoardEventPayload,
  type BoardEventType,
  type BoardUpdate,
  type Notification,
} from '@teamboard/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../http/authenticate';

/**
 * Where use cases announce committed board changes. The realtime module implements it; call it
 * only after the transaction that made the change has committed.
 */
export interface BoardEvents {
  emit(update: BoardUpdate): void;
  /** Takes a user's open sockets out of these boards' rooms (removed from a board or workspace). */
  removeFromBoards(userId: string, boardIds: string[]): void;
  /** Sends a committed notification to the user's notifications room (`notification` event). */
  notify(userId: string, notification: Notification): void;
}

/** The acting user and tab of a REST write, for the event's `initiator` and `socketId`. */
export interface Initiator {
  userId: string;
  socketId: string | null;
}

function initiatorOf(request: FastifyRequest, userId: string): Initiator {
  const header = request.headers[SOCKET_ID_HEADER];
  const socketId = typeof header === 'string' && header.length <= 64 ? header : null;
  return { userId, socketId };
}

function boardUpdate<Type extends BoardEventType>(
  type: Type,
  boardId: string,
  payload: BoardEventPayload<Type>,
  initiator: Initiator,
): BoardUpdate {
  return {
    type,
    boardId,
    payload,
    initiator: initiator.userId,
    socketId: initiator.socketId,
  } as BoardUpdate;
}

/** Tells a board's room about a change no request made (a background job), after its commit. */
export function announceFromSystem<Type extends BoardEventType>(
  events: BoardEvents,
  boardId: string,
  type: Type,
  payload: BoardEventPayload<Type>,
  userId: string,
): void {
  events.emit(boardUpdate(type, boardId, payload, { userId, socketId: null }));
}

/** Tells a board's room about a change this request's user made and committed. */
export function announce<Type extends BoardEventType>(
  events: BoardEvents,
  request: FastifyRequest,
  boardId: string,
  type: Type,
  payload: BoardEventPayload<Type>,
): void {
  const initiator = initiatorOf(request, requireUser(request).id);
  events.emit(boardUpdate(type, boardId, payload, initiator));
}
