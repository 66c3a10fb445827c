import { chatsResponseSchema, type Chat } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The prefix of every chat query: the lists and each chat's messages. */
export const chatsKey = ['chats'] as const;
const listsKey = [...chatsKey, 'list'] as const;

export const chatsQueryKey = (workspaceId: string) => [...listsKey, workspaceId] as const;

export interface ChatsData {
  chats: Chat[];
}

/** My direct chats in a workspace, newest activity first. */
export function getChats(workspaceId: string): Promise<ChatsData> {
  return api.get('/api/chats', chatsResponseSchema, { query: { workspaceId } });
}

/** Asks nothing while `enabled` is false (the command palette outside a workspace). */
export function useChats(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: chatsQueryKey(workspaceId),
    queryFn: () => getChats(workspaceId),
    enabled,
  });
}

/** Every cached chat list (of any workspace). */
export function chatListsFilter() {
  return { queryKey: listsKey };
}

export function invalidateChats(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(chatListsFilter());
}
