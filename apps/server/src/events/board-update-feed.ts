import type { BoardUpdate } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { boardUpdatePayloads } from '../db/schema/index';
import { BOARD_UPDATES_CHANNEL } from './board-events';
import { CHAT_SIGNAL_MARK, type ChatSignal } from './chat-events';
import { NOTIFICATION_MARK, type NotificationDelivery } from './notification-events';
import { USER_CHANGE_MARK, type UserChange } from './user-events';

/** What the board update channel carries (counted in the metrics by kind). */
export type RealtimeEventKind = 'board' | 'user' | 'notification' | 'chat';

export interface BoardUpdateFeedOptions {
  /** Whether any socket of this process is in the board's room: if not, the update is skipped. */
  watched(boardId: string): boolean;
  /** Sends one committed update to this process's sockets. */
  deliver(update: BoardUpdate): void;
  /** Re-checks a user's sockets; the updates behind the change wait for it. */
  onUserChange(change: UserChange): Promise<void>;
  /** Sends a committed notification to the user's sockets of this process. */
  onNotification(delivery: NotificationDelivery): Promise<void>;
  /** Sends a chat signal to the participants' sockets of this process. */
  onChatSignal(signal: ChatSignal): Promise<void>;
  /** Updates may have been missed (the database connection was lost for a while). */
  onResumed(): void;
  /** Told of every message on the channel, by kind (counted in the metrics). */
  received?(kind: RealtimeEventKind): void;
  log: FastifyBaseLogger;
}

/**
 * This process's end of the board update channel. Notifications arrive in commit order, each
 * "{boardId} {json}"; the board id comes first so that an update of a board nobody watches here
 * is dropped unread. A user change ("! {json}", user-events.ts), a notification ("@ {json}",
 * notification-events.ts) and a chat signal ("# {json}", chat-events.ts) take their places in
 * the same queue. An update too large for a notification is read back from
 * board_update_payloads, and the ones behind it wait for that read, so the order holds.
 * Answers a function that stops listening.
 */
export async function startBoardUpdateFeed(
  database: DatabaseHandle,
  options: BoardUpdateFeedOptions,
): Promise<() => Promise<void>> {
  let queue = Promise.resolve();

  const read = async (json: string): Promise<BoardUpdate> => {
    const parsed = JSON.parse(json) as BoardUpdate | { stored: number };
    if (!('stored' in parsed)) return parsed;
    const [row] = await database.db
      .select({ payload: boardUpdatePayloads.payload })
      .from(boardUpdatePayloads)
      .where(eq(boardUpdatePayloads.id, parsed.stored));
    if (!row) throw new Error(`stored board update ${parsed.stored} is gone`);
    return JSON.parse(row.payload) as BoardUpdate;
  };

  const enqueue = (step: () => Promise<void>, failure: string) => {
    queue = queue.then(step).catch((error: unknown) => options.log.error({ err: error }, failure));
  };

  const onMessage = (message: string) => {
    const space = message.indexOf(' ');
    const key = message.slice(0, space);
    const json = message.slice(space + 1);
    options.received?.(kindOf(key));
    if (key === USER_CHANGE_MARK) {
      enqueue(
        () => options.onUserChange(JSON.parse(json) as UserChange),
        'user change not applied',
      );
      return;
    }
    if (key === NOTIFICATION_MARK) {
      enqueue(
        () => options.onNotification(JSON.parse(json) as NotificationDelivery),
        'notification not delivered',
      );
      return;
    }
    if (key === CHAT_SIGNAL_MARK) {
      enqueue(
        () => options.onChatSignal(JSON.parse(json) as ChatSignal),
        'chat signal not delivered',
      );
      return;
    }
    if (!options.watched(key)) return;
    enqueue(async () => options.deliver(await read(json)), 'board update not delivered');
  };

  return database.listen(BOARD_UPDATES_CHANNEL, {
    onMessage,
    onResumed: () => options.onResumed(),
  });
}

function kindOf(key: string): RealtimeEventKind {
  if (key === USER_CHANGE_MARK) return 'user';
  if (key === NOTIFICATION_MARK) return 'notification';
  if (key === CHAT_SIGNAL_MARK) return 'chat';
  return 'board';
}
