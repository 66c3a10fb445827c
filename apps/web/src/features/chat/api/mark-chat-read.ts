import { chatResponseSchema, type Chat } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { invalidateChats } from './get-chats';
import { putChat, readInChats } from './chats-cache';

export function markChatRead(chatId: string): Promise<{ chat: Chat }> {
  return api.post(`/api/chats/${encodeURIComponent(chatId)}/read`, chatResponseSchema);
}

/** Reads a chat: my unread count drops at once; the server's answer then replaces the chat. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onMutate: (chatId) => {
      const myId = useSessionStore.getState().user?._id;
      if (myId) readInChats(queryClient, chatId, myId);
    },
    onSuccess: ({ chat }) => putChat(queryClient, chat),
    // Nothing to tell the reader: the counts are fetched again and the next read retries.
    onError: (error) => {
      console.error('Marking a chat read failed', error);
      void invalidateChats(queryClient);
    },
  });
}
