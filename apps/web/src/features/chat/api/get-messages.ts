import { messagesResponseSchema, type Message, type MessagesResponse } from '@teamboard/shared';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatsKey } from './get-chats';

export const messagesQueryKey = (chatId: string) => [...chatsKey, 'messages', chatId] as const;

/** Pages newest first; each page oldest first. A page's param is the message it comes before. */
export type MessagesData = InfiniteData<MessagesResponse, string | null>;

/** The newest messages of a chat, or those just before the message `before`. */
export function getMessages(chatId: string, before: string | null): Promise<MessagesResponse> {
  return api.get(`/api/chats/${encodeURIComponent(chatId)}/messages`, messagesResponseSchema, {
    query: { before: before ?? undefined },
  });
}

/** A chat's messages: the newest page first, older pages as the reader scrolls up. */
export function useMessages(chatId: string) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
  });
}

/** The loaded messages, oldest first. */
export function loadedMessages(data: Pick<MessagesData, 'pages'> | undefined): Message[] {
  return (data?.pages ?? []).toReversed().flatMap((page) => page.messages);
}

export function invalidateMessages(queryClient: QueryClient, chatId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messagesQueryKey(chatId) });
}
