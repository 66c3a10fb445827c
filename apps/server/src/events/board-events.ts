import type { BoardEventPayload, BoardEventType, BoardUpdate } from '@teamboard/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The channel `publish_board_update` (migration 0012) notifies on. */
export const BOARD_UPDATES_CHANNEL = 'board_updates';

/** The acting user and tab of a REST write, for the event's `initiator` and `origin`. */
export interface Initiator {
  userId: string;
  origin: string | null;
}

/** The initiator of a change no request made (a background job acting for `userId`). */
export function systemInitiator(userId: string): Initiator {
  return { userId, origin: null };
}

/**
 * Announces a board change from inside the transaction that makes it. PostgreSQL hands the update
 * to every server process when the transaction commits (never if it rolls back), in commit order,
 * and each process sends it to the board's room on its own sockets.
 */
export async function announce<Type extends BoardEventType>(
  db: Database,
  initiator: Initiator,
  boardId: string,
  type: Type,
  payload: BoardEventPayload<Type>,
): Promise<void> {
  const payloadJson = sql`${JSON.stringify(payload)}::text`;
  await db.execute(sql`select ${announceInStatement(initiator, boardId, type, payloadJson)}`);
}

/**
 * `announce` as an SQL expression, for a statement that announces its own result in the same
 * round trip. `payloadJson` is SQL giving the payload's JSON text; it is spliced in as text, as
 * PostgreSQL wrote it, rather than parsed again. `boardId` may be SQL too (a uuid the statement
 * reads), so the envelope opens with it: a uuid's text needs no escaping in JSON.
 */
export function announceInStatement(
  initiator: Initiator,
  boardId: string | SQL,
  type: BoardEventType,
  payloadJson: SQL,
): SQL {
  const rest = JSON.stringify({
    type,
    initiator: initiator.userId,
    origin: initiator.origin,
  } satisfies Omit<BoardUpdate, 'payload' | 'boardId'>);
  const afterBoardId = `",${rest.slice(1, -1)},"payload":`;
  return sql`publish_board_update(${boardId}::text, '{"boardId":"' || ${boardId}::text || ${afterBoardId}::text || ${payloadJson} || '}')`;
}
