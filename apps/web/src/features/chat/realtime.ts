import {
  messageStatusEventSchema,
  messageUpdatedEventSchema,
  newMessageEventSchema,
} from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { onServerEvent } from '../../lib/realtime/socket-connection';
import { useSessionStore } from '../../lib/session-store';
import { messageArrivedInChats, messageChangedInChats } from './api/chats-cache';
import { invalidateChats } from './api/get-chats';
import { addMessage, raiseStatus, replaceMessage } from './api/messages-cache';
import { isChatInView } from './open-chat-store';
import { settleEcho } from './outbox-store';

function unexpected(event: string, data: unknown, queryClient: QueryClient): void {
  console.error(`Unexpected ${event}`, data);
  void invalidateChats(queryClient);
}

/**
 * The chat events, wherever I am in the app: a new message joins its conversation (if loaded)
 * and its chat's preview, and counts unread unless that chat is on screen; a changed message
 * (reaction, deletion) and my messages' statuses replace what is cached. Returns the unsubscribe.
 */
export function listenToChats(queryClient: QueryClient): () => void {
  const stops = [
    onServerEvent('new-message', (data) => {
      const parsed = newMessageEventSchema.safeParse(data);
      const myId = useSessionStore.getState().user?._id;
      if (!parsed.success || !myId) return unexpected('new-message', data, queryClient);
      const { chatId, message } = parsed.data;
      const mine = message.sender?._id === myId;
      addMessage(queryClient, chatId, message);
      if (mine) settleEcho(chatId, message.content);
      const counts = !mine && !isChatInView(chatId);
      // A chat not in my lists yet: someone just started it with me.
      if (!messageArrivedInChats(queryClient, chatId, message, myId, counts))
        void invalidateChats(queryClient);
    }),
    onServerEvent('message-updated', (data) => {
      const parsed = messageUpdatedEventSchema.safeParse(data);
      if (!parsed.success) return unexpected('message-updated', data, queryClient);
      replaceMessage(queryClient, parsed.data.chatId, parsed.data.message);
      messageChangedInChats(queryClient, parsed.data.message);
    }),
    onServerEvent('message-status', (data) => {
      const parsed = messageStatusEventSchema.safeParse(data);
      if (!parsed.success) return unexpected('message-status', data, queryClient);
      const { chatId, messageId, status } = parsed.data;
      raiseStatus(queryClient, chatId, messageId, status);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
