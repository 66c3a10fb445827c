import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectionStore, type ConnectionState } from '../../lib/realtime/connection-store';
import { startRealtime } from '../../lib/realtime/socket-connection';
import { watchBoardCache } from './board-cache';

/**
 * The tab's live connection: started on first use (it then follows the session by itself), with
 * the board cache limit on the query client. Returns the connection state.
 */
export function useRealtimeConnection(): ConnectionState {
  const queryClient = useQueryClient();
  useEffect(() => {
    startRealtime();
  }, []);
  useEffect(() => {
    watchBoardCache(queryClient);
  }, [queryClient]);
  return useConnectionStore((store) => store.state);
}
