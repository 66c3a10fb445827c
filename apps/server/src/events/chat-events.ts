import type { MessageStatus, PublicUser } from '@teamboard/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { BOARD_UPDATES_CHANNEL } from './board-events';

/** Marks a chat signal on the board updates channel (board ids are UUIDs: never this). */
export const CHAT_SIGNAL_MARK = '#';

/**
 * Something happened in a chat that its participants' sockets must hear. Signals carry ids, not
 * messages (a message may be longer than a notification can be): each process that holds a
 * socket of someone concerned reads the message once and sends it to those sockets. The ones
 * sent to a person's sockets carry the chat's workspace, kept from the sockets of an API key
 * that does not reach it (chat-delivery.ts); typing goes to the chat's room, which such a socket
 * cannot join and leaves on the user change that takes the workspace from its key.
 */
export type ChatSignal =
  | {
      kind: 'new-message';
      chatId: string;
      workspaceId: string;
      messageId: string;
      senderId: string;
      /** The participants who receive it (their sockets acknowledge it: delivered). */
      recipientIds: string[];
    }
  | {
      kind: 'message-updated';
      chatId: string;
      workspaceId: string;
      messageId: string;
      userIds: string[];
    }
  | {
      kind: 'message-status';
      chatId: string;
      workspaceId: string;
      messageIds: string[];
      status: Exclude<MessageStatus, 'sent'>;
      /** Who received or read them. */
      userId: string;
      senderId: string;
    }
  | { kind: 'user-typing'; chatId: string; user: PublicUser }
  | { kind: 'user-stop-typing'; chatId: string; userId: string };

/**
 * The pg_notify call announcing a signal whose JSON text `json` (SQL) a statement builds, so
 * the signal leaves with the transaction that makes the change, and only if it commits.
 */
export const chatSignalSql = (json: SQL): SQL =>
  sql`pg_notify(${BOARD_UPDATES_CHANNEL}, ${CHAT_SIGNAL_MARK} || ' ' || ${json})`;

/** Announces a signal from inside the transaction that makes its change (or alone, for typing). */
export async function announceChatSignal(db: Database, signal: ChatSignal): Promise<void> {
  await db.execute(sql`select ${chatSignalSql(sql`${JSON.stringify(signal)}::text`)}`);
}
