import type { BoardUpdate } from '@teamboard/shared';

/** One board change without its envelope: `{type, payload}` of any board event. */
export type BoardChange = BoardUpdate extends infer Update
  ? Update extends BoardUpdate
    ? Pick<Update, 'type' | 'payload'>
    : never
  : never;

/** Test data: a `board-update` as the server sends it, from user-2's other tab by default. */
export function boardUpdate(
  boardId: string,
  change: BoardChange,
  from: { initiator?: string; origin?: string | null } = {},
): BoardUpdate {
  return {
    boardId,
    initiator: from.initiator ?? 'user-2',
    origin: from.origin ?? null,
    ...change,
  };
}
