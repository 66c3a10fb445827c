import type { Chat, DirectChatInput, Message, MessagesResponse } from '@teamboard/shared';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/app-error';
import { announceChatSignal } from '../../events/chat-events';
import { findMemberRole } from '../workspaces/members.repo';
import type { Membership } from '../workspaces/workspace.policy';
import { chatNotFound, messageNotFound, type ChatAccess } from './chat.policy';
import {
  chatById,
  chatsOf,
  directChatOf,
  insertMessage,
  markChatRead,
  messageById,
  messagesPage,
  REACTIONS_PER_PERSON,
  rewriteMessage,
  tombstoneMessage,
  toggleReaction,
} from './chats.repo';

/** The caller's direct chats in a workspace they belong to (404 for any other). */
export async function listChats(ctx: AppContext, membership: Membership): Promise<Chat[]> {
  return chatsOf(ctx.db, membership.user.id, membership.workspace.id);
}

/**
 * The caller's chat with another member of the workspace, made if the pair has none (never two
 * for one pair, even when both start it at once).
 */
export async function openDirectChat(
  ctx: AppContext,
  { workspace, user }: Membership,
  input: DirectChatInput,
): Promise<{ chat: Chat; created: boolean }> {
  if (input.participantId === user.id) throw badRequest('You cannot start a chat with yourself');
  if (!(await findMemberRole(ctx.db, workspace.id, input.participantId))) {
    throw badRequest('This person is not a member of the workspace');
  }
  const { chatId, created } = await ctx.db.transaction((tx) =>
    directChatOf(tx, workspace.id, [user.id, input.participantId]),
  );
  return { chat: await chatOf(ctx, chatId), created };
}

async function chatOf(ctx: AppContext, chatId: string): Promise<Chat> {
  const chat = await chatById(ctx.db, chatId);
  if (!chat) throw chatNotFound();
  return chat;
}

export async function listMessages(
  ctx: AppContext,
  access: ChatAccess,
  page: { before?: string | undefined; after?: string | undefined; limit: number },
): Promise<MessagesResponse> {
  return messagesPage(ctx.db, access.chatId, page);
}

export async function sendMessage(
  ctx: AppContext,
  access: ChatAccess,
  content: string,
): Promise<Message> {
  return insertMessage(ctx.db, access.chatId, access.user.id, content);
}

/** The caller read the chat: their unread count goes to 0 and the other's messages are read. */
export async function readChat(ctx: AppContext, access: ChatAccess): Promise<Chat> {
  await markChatRead(ctx.db, access.chatId, access.user.id);
  return chatOf(ctx, access.chatId);
}

/** Adds the caller's reaction to a message, or takes it back if they had it. */
export async function reactToMessage(
  ctx: AppContext,
  access: ChatAccess,
  messageId: string,
  emoji: string,
): Promise<Message> {
  if (access.message?.deleted) throw badRequest('You cannot react to a deleted message');
  return changeMessage(ctx, access, messageId, async (tx) => {
    const outcome = await toggleReaction(tx, messageId, access.user.id, emoji);
    if (outcome === 'full') {
      throw badRequest(`You can add at most ${REACTIONS_PER_PERSON} reactions to a message`);
    }
  });
}

/**
 * Changes the text of one of the caller's own messages: both participants see the new text,
 * marked edited. The same text again changes nothing; a deleted message cannot be edited.
 */
export async function editMessage(
  ctx: AppContext,
  access: ChatAccess,
  messageId: string,
  content: string,
): Promise<Message> {
  if (ownMessage(access, 'edit').deleted) throw badRequest('You cannot edit a deleted message');
  return changeMessage(ctx, access, messageId, (tx) => rewriteMessage(tx, messageId, content));
}

/**
 * Deletes one of the caller's own messages: it stays as a tombstone (no content, `deletedAt`
 * set) so the conversation keeps its shape. Deleting a tombstone again changes nothing.
 */
export async function deleteMessage(
  ctx: AppContext,
  access: ChatAccess,
  messageId: string,
): Promise<Message> {
  if (ownMessage(access, 'delete').deleted) return messageOf(ctx, messageId);
  return changeMessage(ctx, access, messageId, (tx) => tombstoneMessage(tx, messageId));
}

/** The message the route names, if the caller sent it (only its sender may edit or delete it). */
function ownMessage(access: ChatAccess, action: 'edit' | 'delete') {
  if (access.message?.senderId !== access.user.id) {
    throw forbidden(`You can only ${action} your own messages`);
  }
  return access.message;
}

/** Applies a change to a message and tells both participants, in one transaction. */
async function changeMessage(
  ctx: AppContext,
  access: ChatAccess,
  messageId: string,
  change: (tx: AppContext['db']) => Promise<void>,
): Promise<Message> {
  await ctx.db.transaction(async (tx) => {
    await change(tx);
    await announceChatSignal(tx, {
      kind: 'message-updated',
      chatId: access.chatId,
      workspaceId: access.workspaceId,
      messageId,
      userIds: [access.user.id, access.otherId],
    });
  });
  return messageOf(ctx, messageId);
}

async function messageOf(ctx: AppContext, messageId: string): Promise<Message> {
  const message = await messageById(ctx.db, messageId);
  if (!message) throw messageNotFound();
  return message;
}
