import { chatRoomRequestSchema, type PublicUser } from '@teamboard/shared';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { authorizeChat, chatNotFound } from './chat.policy';
import { presentPublicUser } from '../workspaces/member.presenter';
import { announceChatSignal } from '../../events/chat-events';
import type { OnClientEvent } from '../sockets/socket-handlers';
import { chatRoom, joinOnly } from '../sockets/rooms';
import { sessionForJoin } from '../sockets/socket-checks.service';
import { sessionOf } from '../sockets/socket-session';

/** A socket's typing events reach the other participant at most this often (the rest are dropped). */
export const TYPING_RELAY_MS = 1000;

/**
 * The chat events a client sends. Joining a chat goes through the chat gate (a participant
 * who still belongs to the workspace; the session re-checked); typing is relayed only from a
 * socket in that chat's room, so every check is the join's.
 */
export function registerChatHandlers(ctx: AppContext, socket: Socket, on: OnClientEvent): void {
  let typingRelayedAt = Number.NEGATIVE_INFINITY;
  /** Who this socket types as: read at the join, with the gate's user. */
  let typist: PublicUser | undefined;

  const joinedChat = (body: unknown): string => {
    const chatId = chatIdOf(body);
    if (!socket.rooms.has(chatRoom(chatId))) throw chatNotFound();
    return chatId;
  };

  on('join-chat', async (body) => {
    const chatId = chatIdOf(body);
    const session = await sessionForJoin(ctx, socket);
    const { user } = await authorizeChat(ctx.db, session, { chatId }, 'read');
    typist = presentPublicUser(user, false);
    await joinOnly(socket, chatRoom(chatId));
  });
  on('leave-chat', async (body) => {
    await socket.leave(chatRoom(chatIdOf(body)));
  });
  on('typing', async (body) => {
    const chatId = joinedChat(body);
    const at = ctx.clock.now().getTime();
    if (!typist || at - typingRelayedAt < TYPING_RELAY_MS) return;
    typingRelayedAt = at;
    await announceChatSignal(ctx.db, { kind: 'user-typing', chatId, user: typist });
  });
  on('stop-typing', async (body) => {
    const chatId = joinedChat(body);
    typingRelayedAt = Number.NEGATIVE_INFINITY;
    await announceChatSignal(ctx.db, {
      kind: 'user-stop-typing',
      chatId,
      userId: sessionOf(socket).userId,
    });
  });
}

/** The chat a request names; a malformed one is refused like a chat the user is not in. */
function chatIdOf(body: unknown): string {
  const parsed = chatRoomRequestSchema.safeParse(body);
  if (!parsed.success) throw notFound('Chat not found');
  return parsed.data.chatId;
}
