import {
  messageStatusEventSchema,
  messageUpdatedEventSchema,
  newMessageEventSchema,
  userStopTypingEventSchema,
  userTypingEventSchema,
} from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { EventHandlers } from '../../lib/realtime/server-events';
import { useSessionStore } from '../../lib/session-store';
import { messageArrivedInChats, messageChangedInChats } from './api/chats-cache';
import { invalidateChats } from './api/get-chats';
import { addMessage, raiseStatus, replaceMessage } from './api/messages-cache';
import { isChatInView } from './open-chat-store';
import { settleEcho } from './outbox-store';

/** The chat's server events and each payload's schema (each payload is parsed once). */
export const CHAT_EVENTS = {
  'new-message': newMessageEventSchema,
  'message-updated': messageUpdatedEventSchema,
  'message-status': messageStatusEventSchema,
  'user-typing': userTypingEventSchema,
  'user-stop-typing': userStopTypingEventSchema,
};

export type ChatEventHandlers = EventHandlers<typeof CHAT_EVENTS>;

/**
 * The chat events, wherever I am in the app: a new message joins its conversation (if loaded)
 * and its chat's preview, and counts unread unless that chat is on screen; a changed message
 * (reaction, deletion) and my messages' statuses replace what is cached.
 */
export function chatUpdates(queryClient: QueryClient): ChatEventHandlers {
  return {
    'new-message': (event) => {
      const myId = useSessionStore.getState().user?._id;
      if (!myId) {
        console.error('Unexpected new-message', event);
        return void invalidateChats(queryClient);
      }
      const { chatId, message } = event;
      const mine = message.sender?._id === myId;
      addMessage(queryClient, chatId, message);
      if (mine) settleEcho(chatId, message.content);
      const counts = !mine && !isChatInView(chatId);
      // A chat not in my lists yet: someone just started it with me.
      if (!messageArrivedInChats(queryClient, chatId, message, myId, counts))
        void invalidateChats(queryClient);
    },
    'message-updated': ({ chatId, message }) => {
      replaceMessage(queryClient, chatId, message);
      messageChangedInChats(queryClient, message);
    },
    'message-status': ({ chatId, messageId, status }) => {
      raiseStatus(queryClient, chatId, messageId, status);
    },
  };
}
