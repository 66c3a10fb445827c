import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { chatAccessRow, type ChatRef } from './chat-access.repo';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';
import { defineGate, fromParams } from '../../http/gate';

export const chatNotFound = () => notFound('Chat not found');
export const messageNotFound = () => notFound('Message not found');
export const CHAT_READ_ONLY_MESSAGE =
  'This chat is read-only: the other person is no longer a member of the workspace';

/** The caller inside one of their chats, and the message a message route names. */
export interface ChatAccess {
  user: UserRow;
  chatId: string;
  workspaceId: string;
  otherId: string;
  /** Only for a message ref. */
  message: { senderId: string | null; deleted: boolean } | null;
}

/**
 * The one gate for every chat route and chat socket event: the session must still hold
 * (otherwise 401); the chat (or the message's chat) must be one the caller takes part in, in a
 * workspace they still belong to (otherwise 404, so nobody else learns it exists). To `write`
 * (send, react, delete), the other participant must still belong to the workspace too: a chat
 * with someone who left is read-only (403).
 */
export async function authorizeChat(
  db: Database,
  claims: AccessTokenClaims,
  ref: ChatRef,
  intent: 'read' | 'write',
): Promise<ChatAccess> {
  const row = await chatAccessRow(db, claims.userId, ref);
  const user = signedIn(claims, row?.user);
  const missing = 'messageId' in ref ? messageNotFound : chatNotFound;
  if (!row?.chatId || !row.workspaceId || !row.isMember) throw missing();
  if (!keyReaches(claims, row.workspaceId)) throw missing();
  if ('messageId' in ref && row.deleted === null) throw missing();
  if (intent === 'write' && !row.otherIsMember) throw forbidden(CHAT_READ_ONLY_MESSAGE);
  return {
    user,
    chatId: row.chatId,
    workspaceId: row.workspaceId,
    otherId: row.otherId,
    message: row.deleted === null ? null : { senderId: row.senderId, deleted: row.deleted },
  };
}

/** A chat route's gate (authorizeChat), on the chat its `:id` names. */
export const chatGate = defineGate(
  'chat',
  (intent: 'read' | 'write') => (db, claims, request) =>
    authorizeChat(db, claims, { chatId: fromParams()(request) }, intent),
);

/** A message route's gate (authorizeChat), on the message its `:id` names. */
export const messageGate = defineGate(
  'message',
  (intent: 'read' | 'write') => (db, claims, request) =>
    authorizeChat(db, claims, { messageId: fromParams()(request) }, intent),
);
