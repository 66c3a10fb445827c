import type {
  MessageStatusEvent,
  NewMessageEvent,
  UserStopTypingEvent,
  UserTypingEvent,
} from '@teamboard/shared';
import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { markDelivered, messageById } from './chats.repo';
import type { ChatSignal } from '../../events/chat-events';
import { chatRoom, userRoom } from '../sockets/rooms';
import { localSocketsOf, renewKeyGrants } from '../sockets/socket-checks.service';
import { socketLog } from '../sockets/socket-log';
import { sessionOf } from '../sockets/socket-session';
import { keyReaches } from '../../http/caller';

/**
 * Sends one committed chat signal to the sockets of this process it concerns. A new message goes
 * to every socket of both participants (the chat room's sockets are among them), the recipient's
 * with an acknowledgement: the first that answers marks the message delivered. A socket opened
 * with an API key that does not reach the chat's workspace (restricted to another, or refused by
 * its settings) gets none of it, and so cannot mark anything delivered either.
 */
export async function deliverChatSignal(
  ctx: AppContext,
  sockets: Namespace,
  signal: ChatSignal,
): Promise<void> {
  switch (signal.kind) {
    case 'new-message':
      return deliverNewMessage(ctx, sockets, signal);
    case 'message-updated': {
      const reached = await Promise.all(
        signal.userIds.map((id) => socketsReaching(ctx, sockets, signal.workspaceId, id)),
      );
      const present = reached.flat();
      if (present.length === 0) return;
      const message = await messageById(ctx.db, signal.messageId);
      if (!message) return;
      const event: NewMessageEvent = { chatId: signal.chatId, message };
      for (const socket of present) socket.emit('message-updated', event);
      return;
    }
    case 'message-status': {
      const { workspaceId, senderId } = signal;
      const senderSockets = await socketsReaching(ctx, sockets, workspaceId, senderId);
      for (const messageId of signal.messageIds) {
        const event: MessageStatusEvent = {
          chatId: signal.chatId,
          messageId,
          status: signal.status,
          userId: signal.userId,
        };
        for (const socket of senderSockets) socket.emit('message-status', event);
      }
      return;
    }
    case 'user-typing': {
      const event: UserTypingEvent = { chatId: signal.chatId, user: signal.user };
      othersInChat(sockets, signal.chatId, signal.user._id).emit('user-typing', event);
      return;
    }
    case 'user-stop-typing': {
      const event: UserStopTypingEvent = { chatId: signal.chatId, userId: signal.userId };
      othersInChat(sockets, signal.chatId, signal.userId).emit('user-stop-typing', event);
      return;
    }
  }
}

/** A new message to the sender's sockets, and to the recipients' for them to acknowledge. */
async function deliverNewMessage(
  ctx: AppContext,
  sockets: Namespace,
  signal: Extract<ChatSignal, { kind: 'new-message' }>,
): Promise<void> {
  const reached = (userId: string) => socketsReaching(ctx, sockets, signal.workspaceId, userId);
  const senderSockets = await reached(signal.senderId);
  const recipients = await Promise.all(
    signal.recipientIds.map(async (id) => ({ id, sockets: await reached(id) })),
  );
  const heard = senderSockets.length + recipients.flatMap((each) => each.sockets).length;
  if (heard === 0) return;
  const message = await messageById(ctx.db, signal.messageId);
  if (!message) return;
  const event: NewMessageEvent = { chatId: signal.chatId, message };
  for (const socket of senderSockets) socket.emit('new-message', event);
  for (const recipient of recipients) {
    sendForDelivery(ctx, recipient.sockets, event, recipient.id);
  }
}

/**
 * A person's sockets of this process that may hear of the workspace's chats: a session's
 * always, a key's if it reaches the workspace now (the workspaces refusing keys are read again:
 * the person may have joined one since the key connected, which announces nothing).
 */
async function socketsReaching(
  ctx: AppContext,
  sockets: Namespace,
  workspaceId: string,
  userId: string,
): Promise<Socket[]> {
  const local = localSocketsOf(sockets, userId);
  await renewKeyGrants(ctx, userId, local);
  return local.filter((socket) => keyReaches(sessionOf(socket), workspaceId));
}

/** This process's sockets in the chat's room, but the user's own. */
const othersInChat = (sockets: Namespace, chatId: string, userId: string) =>
  sockets.local.to(chatRoom(chatId)).except(userRoom(userId));

function sendForDelivery(
  ctx: AppContext,
  recipientSockets: Socket[],
  event: NewMessageEvent,
  recipientId: string,
): void {
  let acknowledged = false;
  const onReceived = (socket: Socket) => {
    if (acknowledged) return;
    acknowledged = true;
    markDelivered(ctx.db, event.message._id, recipientId).catch((error: unknown) => {
      socketLog(ctx, socket).error(
        { err: error, event: 'new-message' },
        'message delivery not recorded',
      );
    });
  };
  for (const socket of recipientSockets) {
    socket.emit('new-message', event, () => onReceived(socket));
  }
}
