import type { Chat, Message } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { chatListsFilter, chatsQueryKey, type ChatsData } from './get-chats';

function newestFirst(a: Chat, b: Chat): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

function changeLists(queryClient: QueryClient, update: (chats: Chat[]) => Chat[]): void {
  queryClient.setQueriesData<ChatsData>(
    chatListsFilter(),
    (data) => data && { chats: update(data.chats) },
  );
}

/** A chat as the server now has it (opened, read): replaces the cached one or joins its list. */
export function putChat(queryClient: QueryClient, chat: Chat): void {
  queryClient.setQueryData<ChatsData>(chatsQueryKey(chat.workspaceId), (data) => {
    const others = (data?.chats ?? []).filter((each) => each._id !== chat._id);
    return { chats: [...others, chat].sort(newestFirst) };
  });
}

/**
 * A message of `chatId` arrived: it becomes the chat's last message, the chat moves first and,
 * with `countUnread`, my unread count rises. False when no cached list holds the chat (a chat
 * someone else just started).
 */
export function messageArrivedInChats(
  queryClient: QueryClient,
  chatId: string,
  message: Message,
  myId: string,
  countUnread: boolean,
): boolean {
  let found = false;
  changeLists(queryClient, (chats) => {
    const chat = chats.find((each) => each._id === chatId);
    if (!chat) return chats;
    found = true;
    // The same message twice (a send's answer and its echo) counts once.
    if (chat.lastMessage && chat.lastMessage.createdAt >= message.createdAt) return chats;
    const updated: Chat = {
      ...chat,
      lastMessage: message,
      updatedAt: message.createdAt,
      participants: chat.participants.map((each) =>
        countUnread && each.user._id === myId
          ? { ...each, unreadCount: each.unreadCount + 1 }
          : each,
      ),
    };
    return [updated, ...chats.filter((each) => each !== chat)];
  });
  return found;
}

/** A message changed (a reaction, a deletion): the chat's preview follows if it is the last. */
export function messageChangedInChats(queryClient: QueryClient, message: Message): void {
  changeLists(queryClient, (chats) =>
    chats.map((chat) =>
      chat.lastMessage?._id === message._id ? { ...chat, lastMessage: message } : chat,
    ),
  );
}

/** I read a chat: my unread count there is 0. */
export function readInChats(queryClient: QueryClient, chatId: string, myId: string): void {
  changeLists(queryClient, (chats) =>
    chats.map((chat) =>
      chat._id === chatId
        ? {
            ...chat,
            participants: chat.participants.map((each) =>
              each.user._id === myId ? { ...each, unreadCount: 0 } : each,
            ),
          }
        : chat,
    ),
  );
}
