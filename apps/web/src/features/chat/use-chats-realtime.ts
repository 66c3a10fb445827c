import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConnectionStore } from '../../lib/realtime/connection-store';
import { startRealtime } from '../../lib/realtime/socket-connection';
import { invalidateChats } from './api/get-chats';
import { listenToChats } from './realtime';

/**
 * Keeps my chats live anywhere in the app (mounted once, by the header's chat link). After a
 * reconnect the lists are fetched again: messages may have come meanwhile.
 */
export function useChatsRealtime(): void {
  const queryClient = useQueryClient();
  const socketId = useConnectionStore((store) => store.socketId);
  const lastSocket = useRef<string | null>(null);

  useEffect(() => {
    startRealtime();
    return listenToChats(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (!socketId) return;
    if (lastSocket.current !== null && lastSocket.current !== socketId)
      void invalidateChats(queryClient);
    lastSocket.current = socketId;
  }, [queryClient, socketId]);
}
