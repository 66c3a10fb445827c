import type {
  MessageStatusEvent,
  NewMessageEvent,
  UserStopTypingEvent,
  UserTypingEvent,
} from '@teamboard/shared';
import type { Namespace, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { markDelivered, messageById } from '../chats/chats.repo';
import type { ChatSignal } from './chat-events';
import { chatRoom, userRoom } from './rooms';
import { localSocketsOf } from './socket-checks';
import { socketLog } from './socket-log';

/**
 * Sends one committed chat signal to the sockets of this process it concerns. A new message goes
 * to every socket of both participants (the chat room's sockets are among them), the recipient's
 * with an acknowledgement: the first that answers marks the message delivered.
 */
export async function deliverChatSignal(
  ctx: AppContext,
  sockets: Namespace,
  signal: ChatSignal,
): Promise<void> {
  const here = (userId: string) => sockets.adapter.rooms.has(userRoom(userId));
  switch (signal.kind) {
    case 'new-message': {
      if (![signal.senderId, ...signal.recipientIds].some(here)) return;
      const message = await messageById(ctx.db, signal.messageId);
      if (!message) return;
      const event: NewMessageEvent = { chatId: signal.chatId, message };
      sockets.local.to(userRoom(signal.senderId)).emit('new-message', event);
      for (const recipientId of signal.recipientIds) {
        sendForDelivery(ctx, sockets, event, recipientId);
      }
      return;
    }
    case 'message-updated': {
      const present = signal.userIds.filter(here);
      if (present.length === 0) return;
      const message = await messageById(ctx.db, signal.messageId);
      if (!message) return;
      const event: NewMessageEvent = { chatId: signal.chatId, message };
      sockets.local.to(present.map(userRoom)).emit('message-updated', event);
      return;
    }
    case 'message-status': {
      const room = sockets.local.to(userRoom(signal.senderId));
      for (const messageId of signal.messageIds) {
        const event: MessageStatusEvent = {
          chatId: signal.chatId,
          messageId,
          status: signal.status,
          userId: signal.userId,
        };
        room.emit('message-status', event);
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

/** This process's sockets in the chat's room, but the user's own. */
const othersInChat = (sockets: Namespace, chatId: string, userId: string) =>
  sockets.local.to(chatRoom(chatId)).except(userRoom(userId));

function sendForDelivery(
  ctx: AppContext,
  sockets: Namespace,
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
  for (const socket of localSocketsOf(sockets, recipientId)) {
    socket.emit('new-message', event, () => onReceived(socket));
  }
}
