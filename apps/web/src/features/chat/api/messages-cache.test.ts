import type { Message } from '@teamboard/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messagesQueryKey, type MessagesData } from './get-messages';
import { addMessage, findMessage, raiseStatus, replaceMessage } from './messages-cache';

const chatId = 'chat-1';
const sent: Message = {
  _id: 'm1',
  chatId,
  sender: null,
  content: 'Hello',
  status: 'sent',
  reactions: [],
  createdAt: '2026-11-25T08:00:00.000Z',
  editedAt: null,
  deletedAt: null,
};

function cacheWith(messages: Message[]): QueryClient {
  const queryClient = new QueryClient();
  const data: MessagesData = { pages: [{ messages, hasMore: false }], pageParams: [null] };
  queryClient.setQueryData(messagesQueryKey(chatId), data);
  return queryClient;
}

const cached = (queryClient: QueryClient) =>
  findMessage(queryClient.getQueryData<MessagesData>(messagesQueryKey(chatId)), sent._id);

describe('the cached status of my message', () => {
  it('stays delivered when the send answer (sent) arrives after the delivery signal', () => {
    const queryClient = cacheWith([sent]);
    raiseStatus(queryClient, chatId, sent._id, 'delivered');
    addMessage(queryClient, chatId, sent);
    expect(cached(queryClient)?.status).toBe('delivered');
  });

  it('stays read when an older copy comes with a reaction', () => {
    const queryClient = cacheWith([sent]);
    raiseStatus(queryClient, chatId, sent._id, 'read');
    const reacted = { ...sent, reactions: [{ emoji: '👍', userIds: ['u2'] }] };
    replaceMessage(queryClient, chatId, reacted);
    expect(cached(queryClient)).toEqual({ ...reacted, status: 'read' });
  });

  it('rises with a newer copy', () => {
    const queryClient = cacheWith([sent]);
    addMessage(queryClient, chatId, { ...sent, status: 'read' });
    expect(cached(queryClient)?.status).toBe('read');
  });
});
