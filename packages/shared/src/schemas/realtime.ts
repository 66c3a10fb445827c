import { z } from 'zod';
import { attachmentSchema } from './attachment';
import { columnSchema } from './board';
import { checklistProgressSchema } from './checklist';
import { idField } from './fields';
import { rebalanceSchema, taskSchema } from './task';
import { timeEntrySchema } from './time';

/**
 * The realtime contract (socket.io). A client connects with `io(APP_URL, { auth: { token } })`
 * and sends `join-board {boardId}`, `leave-board {boardId}`, `join-chat {chatId}`, … each with an
 * acknowledgement callback answered with `{ok: true}` or `{ok: false, message}`. Every committed
 * board write is sent to the board's room as `board-update`. A socket is in at most one board or
 * chat room: joining one leaves the previous. The chat events are in chat.ts.
 */
export const CLIENT_EVENTS = [
  'join-notifications',
  'leave-notifications',
  'join-board',
  'leave-board',
  'join-chat',
  'leave-chat',
  'typing',
  'stop-typing',
] as const;
export type ClientEvent = (typeof CLIENT_EVENTS)[number];

export const roomRequestSchema = z.object({ boardId: idField });
export const socketAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SocketAck = z.infer<typeof socketAckSchema>;

/**
 * REST writes may carry the tab's socket id so that only that tab ignores its own echo: the
 * update then carries an `origin` tag derived from the writer and that socket id, which the
 * server also sends to the socket itself (`origin` event) once connected.
 */
export const SOCKET_ID_HEADER = 'x-socket-id';

/** The board events of time tracking: each carries the task as it now is. */
export const TIME_EVENT_TYPES = [
  'TASK_TIME_ADDED',
  'TASK_TIME_UPDATED',
  'TASK_TIME_DELETED',
  'TASK_TIMER_STARTED',
  'TASK_TIMER_STOPPED',
  'TASK_TIMER_AUTO_STOPPED',
  'TASK_TIMER_CANCELLED',
] as const;
export type TimeEventType = (typeof TIME_EVENT_TYPES)[number];

export const BOARD_EVENT_TYPES = [
  'COLUMNS_REORDERED',
  'COLUMN_CREATED',
  'COLUMN_UPDATED',
  'COLUMN_DELETED',
  'TASK_CREATED',
  'TASK_UPDATED',
  'TASK_DELETED',
  'TASK_MOVED',
  'COLUMN_REBALANCED',
  'BOARD_REFRESHED',
  'CHECKLIST_UPDATED',
  'ATTACHMENT_ADDED',
  'ATTACHMENT_DELETED',
  ...TIME_EVENT_TYPES,
] as const;
export type BoardEventType = (typeof BOARD_EVENT_TYPES)[number];

const taskPlaced = z.object({ task: taskSchema, rebalanced: rebalanceSchema.nullable() });

/** What each board event carries: enough to apply the change without a refetch. */
export const boardEventPayloadSchemas = {
  COLUMNS_REORDERED: z.object({ columns: z.array(columnSchema) }),
  COLUMN_CREATED: z.object({ column: columnSchema }),
  COLUMN_UPDATED: z.object({ column: columnSchema }),
  /** With `moveTasksTo`, the column's tasks went there; `rebalanced` holds their new positions. */
  COLUMN_DELETED: z.object({
    columnId: z.string(),
    moveTasksTo: z.string().nullable(),
    rebalanced: rebalanceSchema.nullable(),
  }),
  TASK_CREATED: taskPlaced,
  TASK_UPDATED: z.object({ task: taskSchema }),
  TASK_DELETED: z.object({ taskId: z.string() }),
  TASK_MOVED: taskPlaced,
  COLUMN_REBALANCED: z.object({ rebalanced: rebalanceSchema }),
  /**
   * Many changes at once (an import's batch): too many to send one by one, so the board's
   * columns and the tasks changed since the version a client holds are read again.
   */
  BOARD_REFRESHED: z.object({ reason: z.literal('import') }),
  /**
   * A checklist or item of the task changed: its card's new progress. A client showing the task
   * reads its checklists again.
   */
  CHECKLIST_UPDATED: z.object({ taskId: z.string(), checklist: checklistProgressSchema }),
  /** A file was attached to the task; `attachmentCount` is its card's new count. */
  ATTACHMENT_ADDED: z.object({
    taskId: z.string(),
    attachment: attachmentSchema,
    attachmentCount: z.number().int(),
  }),
  ATTACHMENT_DELETED: z.object({
    taskId: z.string(),
    attachmentId: z.string(),
    attachmentCount: z.number().int(),
  }),
  // Time events carry the task as it is after the change (its timers and totals included), and
  // those that record an entry carry that entry (webhooks send it as `time_entry.created`).
  TASK_TIME_ADDED: z.object({ task: taskSchema, timeEntry: timeEntrySchema }),
  TASK_TIME_UPDATED: z.object({ task: taskSchema, timeEntry: timeEntrySchema }),
  TASK_TIME_DELETED: z.object({ task: taskSchema }),
  TASK_TIMER_STARTED: z.object({ task: taskSchema }),
  TASK_TIMER_STOPPED: z.object({ task: taskSchema, timeEntry: timeEntrySchema }),
  TASK_TIMER_AUTO_STOPPED: z.object({ task: taskSchema, timeEntry: timeEntrySchema }),
  TASK_TIMER_CANCELLED: z.object({ task: taskSchema }),
} satisfies Record<BoardEventType, z.ZodType>;

export type BoardEventPayload<Type extends BoardEventType> = z.infer<
  (typeof boardEventPayloadSchemas)[Type]
>;

/**
 * A `board-update` of one type: `initiator` is the acting user's id, `origin` the tag of the
 * acting tab (the `origin` event its socket received), or null.
 */
export interface BoardUpdateOf<Type extends BoardEventType> {
  type: Type;
  boardId: string;
  payload: BoardEventPayload<Type>;
  initiator: string;
  origin: string | null;
}

/** Any `board-update`, narrowed by its `type`. */
export type BoardUpdate = { [Type in BoardEventType]: BoardUpdateOf<Type> }[BoardEventType];

export const SOCKET_RECONNECT = { attempts: 5, delayMs: 1000, maxDelayMs: 5000 } as const;

/**
 * Sent (without a payload) to every socket of a server process that is shutting down, just
 * before it closes them: the client reconnects at once, to another process behind the proxy,
 * and fetches what it may have missed meanwhile. That disconnect is not a failure.
 */
export const SERVER_SHUTDOWN_EVENT = 'server-shutdown';

/**
 * Sent (without a payload) to every socket of a user whose access changed: a workspace role, a
 * membership, a workspace deleted. The client fetches its workspaces and profile again, so that
 * navigation, buttons and route guards follow without a reload.
 */
export const ACCESS_CHANGED_EVENT = 'access-changed';
