import type { Chat, DirectChatInput, Message, MessagesResponse } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { AccessTokenClaims } from '../auth/access-token';
import { signedIn } from '../auth/session-user';
import { badRequest, notFound } from '../../http/app-error';
import { findUserById } from '../users/users.repo';
import { findMemberRole } from '../workspaces/members.repo';
import { authorizeWorkspace } from '../workspaces/workspace.policy';
import {
  chatById,
  chatOfParticipant,
  chatsOf,
  directChatOf,
  insertMessage,
  markChatRead,
  messagesPage,
} from './chats.repo';

const chatNotFound = () => notFound('Chat not found');

/** The caller's direct chats in a workspace they belong to (404 for any other). */
export async function listChats(
  ctx: AppContext,
  claims: AccessTokenClaims,
  workspaceRef: string,
): Promise<Chat[]> {
  const { workspace, user } = await authorizeWorkspace(
    ctx.db,
    claims,
    workspaceRef,
    'workspace.view',
  );
  return chatsOf(ctx.db, user.id, workspace.id);
}

/**
 * The caller's chat with another member of the workspace, made if the pair has none (never two
 * for one pair, even when both start it at once).
 */
export async function openDirectChat(
  ctx: AppContext,
  claims: AccessTokenClaims,
  input: DirectChatInput,
): Promise<{ chat: Chat; created: boolean }> {
  const { workspace, user } = await authorizeWorkspace(
    ctx.db,
    claims,
    input.workspaceId,
    'workspace.view',
  );
  if (input.participantId === user.id) throw badRequest('You cannot start a chat with yourself');
  if (!(await findMemberRole(ctx.db, workspace.id, input.participantId))) {
    throw badRequest('This person is not a member of the workspace');
  }
  const { chatId, created } = await ctx.db.transaction((tx) =>
    directChatOf(tx, workspace.id, [user.id, input.participantId]),
  );
  const chat = await chatById(ctx.db, chatId);
  if (!chat) throw chatNotFound();
  return { chat, created };
}

/**
 * The chat when the caller takes part in it and still belongs to its workspace; anyone else
 * learns nothing (404).
 */
async function participantOf(ctx: AppContext, claims: AccessTokenClaims, chatId: string) {
  const user = signedIn(claims, await findUserById(ctx.db, claims.userId));
  const chat = await chatOfParticipant(ctx.db, chatId, user.id);
  if (!chat || !(await findMemberRole(ctx.db, chat.workspaceId, user.id))) throw chatNotFound();
  return { user, chatId };
}

export async function listMessages(
  ctx: AppContext,
  claims: AccessTokenClaims,
  chatId: string,
  page: { before?: string | undefined; after?: string | undefined; limit: number },
): Promise<MessagesResponse> {
  await participantOf(ctx, claims, chatId);
  return messagesPage(ctx.db, chatId, page);
}

export async function sendMessage(
  ctx: AppContext,
  claims: AccessTokenClaims,
  chatId: string,
  content: string,
): Promise<Message> {
  const { user } = await participantOf(ctx, claims, chatId);
  return insertMessage(ctx.db, chatId, user.id, content);
}

/** The caller read the chat: their unread count goes to 0 and the other's messages are read. */
export async function readChat(
  ctx: AppContext,
  claims: AccessTokenClaims,
  chatId: string,
): Promise<Chat> {
  const { user } = await participantOf(ctx, claims, chatId);
  await markChatRead(ctx.db, chatId, user.id);
  const chat = await chatById(ctx.db, chatId);
  if (!chat) throw chatNotFound();
  return chat;
}
