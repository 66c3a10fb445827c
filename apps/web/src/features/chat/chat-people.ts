import type { Chat, PublicUser } from '@teamboard/shared';

/** The person a direct chat is with, as `myId` sees it. */
export function otherPerson(chat: Chat, myId: string): PublicUser | null {
  return chat.participants.find((each) => each.user._id !== myId)?.user ?? null;
}

/** My unread messages in a chat. */
export function myUnreadCount(chat: Chat, myId: string): number {
  return chat.participants.find((each) => each.user._id === myId)?.unreadCount ?? 0;
}

/** My unread messages across `chats` (the header's badge). */
export function unreadTotal(chats: readonly Chat[], myId: string): number {
  return chats.reduce((sum, chat) => sum + myUnreadCount(chat, myId), 0);
}

/** The chat with the person called `username`, if one is in `chats`. */
export function chatWith(chats: readonly Chat[], username: string, myId: string): Chat | undefined {
  return chats.find((chat) => otherPerson(chat, myId)?.username === username);
}
