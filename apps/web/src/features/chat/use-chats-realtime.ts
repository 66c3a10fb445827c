import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onServerEvents } from '../../lib/realtime/server-events';
import { startRealtime } from '../../lib/realtime/socket-connection';
import { useRoom } from '../../lib/realtime/use-room';
import { invalidateChats } from './api/get-chats';
import { CHAT_EVENTS, chatUpdates } from './realtime';

/**
 * Keeps my chats live anywhere in the app (mounted once, by the header's chat link): the chat
 * events come to my own room. After a reconnect the lists are fetched again: messages may have
 * come meanwhile.
 */
export function useChatsRealtime(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    startRealtime();
    return onServerEvents(
      CHAT_EVENTS,
      chatUpdates(queryClient),
      () => void invalidateChats(queryClient),
    );
  }, [queryClient]);

  useRoom(
    { kind: 'user' },
    {
      onJoined: ({ reconnected }) => {
        if (reconnected) void invalidateChats(queryClient);
      },
    },
  );
}
