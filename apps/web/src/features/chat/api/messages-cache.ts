import { MESSAGE_STATUSES, type Message, type MessageStatus } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { messagesQueryKey, type MessagesData } from './get-messages';

/** Rewrites a chat's cached messages (nothing when none are cached: opening the chat fetches). */
function change(
  queryClient: QueryClient,
  chatId: string,
  update: (data: MessagesData) => MessagesData,
): void {
  queryClient.setQueryData<MessagesData>(messagesQueryKey(chatId), (data) => data && update(data));
}

function mapMessages(data: MessagesData, map: (message: Message) => Message): MessagesData {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(map) })),
  };
}

export function findMessage(
  data: MessagesData | undefined,
  messageId: string,
): Message | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.messages.find((message) => message._id === messageId);
    if (found) return found;
  }
  return undefined;
}

const rank = (status: MessageStatus) => MESSAGE_STATUSES.indexOf(status);

/**
 * A newer copy of a cached message. Its status never falls back: the send's HTTP answer
 * (`sent`) may arrive after the socket already told me it was delivered or read.
 */
function merged(cached: Message, incoming: Message): Message {
  if (rank(cached.status) <= rank(incoming.status)) return incoming;
  return { ...incoming, status: cached.status };
}

function replaceIn(data: MessagesData, message: Message): MessagesData {
  return mapMessages(data, (each) => (each._id === message._id ? merged(each, message) : each));
}

/** A new message goes last of the newest page; one already there (an echo) is replaced. */
export function addMessage(queryClient: QueryClient, chatId: string, message: Message): void {
  change(queryClient, chatId, (data) => {
    if (findMessage(data, message._id)) return replaceIn(data, message);
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** A message as it now is (a reaction, a deletion). */
export function replaceMessage(queryClient: QueryClient, chatId: string, message: Message): void {
  change(queryClient, chatId, (data) => replaceIn(data, message));
}

/**
 * My message reached (`delivered`) or was read by (`read`) the other person. Statuses only rise;
 * reading reads everything I sent up to that message too.
 */
export function raiseStatus(
  queryClient: QueryClient,
  chatId: string,
  messageId: string,
  status: MessageStatus,
): void {
  change(queryClient, chatId, (data) => {
    const target = findMessage(data, messageId);
    if (!target) return data;
    const senderId = target.sender?._id;
    return mapMessages(data, (each) => {
      const covered =
        each._id === messageId ||
        (status === 'read' && each.sender?._id === senderId && each.createdAt <= target.createdAt);
      return covered && rank(each.status) < rank(status) ? { ...each, status } : each;
    });
  });
}
