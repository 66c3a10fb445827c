import {
  BOARD_EVENT_TYPES,
  type BoardEventType,
  type BoardUpdate,
  type BoardUpdateOf,
} from '@teamboard/shared';
import { parseBoardUpdate } from './parse-board-update';
import { isOwnEcho, onServerEvent } from './socket-connection';

export type BoardUpdateHandler<Type extends BoardEventType> = (update: BoardUpdateOf<Type>) => void;

/** A feature's board events and what each one does (a feature's `realtime.ts`). */
export type BoardUpdateHandlers = { [Type in BoardEventType]?: BoardUpdateHandler<Type> };

type Listener = (update: BoardUpdate) => void;

const listeners = new Map<BoardEventType, Set<Listener>>();
const unexpectedListeners = new Set<(data: unknown) => void>();
/** The one `board-update` listener on the socket, there while anyone listens here. */
let stopListening: (() => void) | null = null;

function hasType<Type extends BoardEventType>(
  update: { type: BoardEventType },
  type: Type,
): update is BoardUpdateOf<Type> {
  return update.type === type;
}

/**
 * Each `board-update` is checked against the shared contract once, whoever listens. This tab's
 * own writes are dropped: their REST answers already updated the cache.
 */
function dispatch(data: unknown): void {
  const update = parseBoardUpdate(data);
  if (!update) {
    console.error('Unexpected board-update', data);
    for (const listener of unexpectedListeners) listener(data);
    return;
  }
  if (isOwnEcho(update)) return;
  for (const listener of listeners.get(update.type) ?? []) listener(update);
}

function listenWhileNeeded(): void {
  const needed = unexpectedListeners.size > 0 || [...listeners.values()].some((set) => set.size);
  if (needed && !stopListening) stopListening = onServerEvent('board-update', dispatch);
  if (!needed && stopListening) {
    stopListening();
    stopListening = null;
  }
}

function addListener(type: BoardEventType, listener: Listener): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  set.add(listener);
  listenWhileNeeded();
  return () => {
    set.delete(listener);
    listenWhileNeeded();
  };
}

/**
 * Calls `handler` with every `board-update` of `type` from another tab or user, parsed and
 * typed; returns the unsubscribe.
 */
export function onBoardUpdate<Type extends BoardEventType>(
  type: Type,
  handler: BoardUpdateHandler<Type>,
): () => void {
  return addListener(type, (update) => {
    if (hasType(update, type)) handler(update);
  });
}

/** The table's handler for `type`, typed for that type's updates. */
function handlerOf<Type extends BoardEventType>(
  handlers: BoardUpdateHandlers,
  type: Type,
): BoardUpdateHandler<Type> | undefined {
  return handlers[type];
}

/**
 * Registers a feature's handler table (only the events of `boardId`, when given); returns the
 * unsubscribe of all of them.
 */
export function onBoardUpdates(
  handlers: BoardUpdateHandlers,
  only: { boardId?: string } = {},
): () => void {
  const stops = BOARD_EVENT_TYPES.map((type) => {
    const handler = handlerOf(handlers, type);
    return (
      handler &&
      onBoardUpdate(type, (update) => {
        if (only.boardId === undefined || update.boardId === only.boardId) handler(update);
      })
    );
  });
  return () => {
    for (const stop of stops) stop?.();
  };
}

/** Calls `listener` with every `board-update` that breaks the contract (it was logged). */
export function onUnexpectedBoardUpdate(listener: (data: unknown) => void): () => void {
  unexpectedListeners.add(listener);
  listenWhileNeeded();
  return () => {
    unexpectedListeners.delete(listener);
    listenWhileNeeded();
  };
}
