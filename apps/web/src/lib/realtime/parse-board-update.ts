import {
  BOARD_EVENT_TYPES,
  boardEventPayloadSchemas,
  type BoardEventType,
  type BoardUpdate,
} from '@teamboard/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isBoardEventType(value: unknown): value is BoardEventType {
  return BOARD_EVENT_TYPES.some((type) => type === value);
}

/**
 * Checks a `board-update` off the socket against the shared contract (the payload with its
 * type's schema, as REST responses are checked); null for anything else.
 */
export function parseBoardUpdate(data: unknown): BoardUpdate | null {
  if (!isRecord(data)) return null;
  const { type, boardId, payload, initiator, origin } = data;
  if (!isBoardEventType(type) || typeof boardId !== 'string' || typeof initiator !== 'string') {
    return null;
  }
  if (origin !== null && typeof origin !== 'string') return null;
  const parsed = boardEventPayloadSchemas[type].safeParse(payload);
  if (!parsed.success) return null;
  // The payload passed the schema of `type`: together they are that member of BoardUpdate.
  return { type, boardId, payload: parsed.data, initiator, origin } as BoardUpdate;
}
