import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useConnectionStore } from '../../lib/realtime/connection-store';
import {
  notifyRoom,
  requestRoom,
  SOCKET_NOT_CONNECTED_MESSAGE,
} from '../../lib/realtime/socket-connection';
import { invalidateMessages } from './api/get-messages';

/** One toast at a time for the chat's room, however often it fails. */
const TOAST_ID = 'chat-realtime';

/**
 * Joins the open chat's room whenever the socket is connected (again), for its typing events,
 * and leaves it when the chat closes. After a reconnect the messages are fetched again: reactions
 * and statuses may have changed meanwhile.
 */
export function useChatRoom(chatId: string): void {
  const queryClient = useQueryClient();
  const socketId = useConnectionStore((store) => store.socketId);
  /** The last room joined: the same chat on a new socket id is a reconnect. */
  const joined = useRef<{ chatId: string; socketId: string } | null>(null);

  useEffect(() => {
    if (!socketId) return;
    let current = true;
    const reconnected = joined.current?.chatId === chatId && joined.current.socketId !== socketId;
    const fail = (message: string) => toast.error(message, { id: TOAST_ID });
    requestRoom('join-chat', { chatId }).then(
      (answer) => {
        if (!current) return;
        if (!answer.ok) return fail(answer.message || SOCKET_NOT_CONNECTED_MESSAGE);
        joined.current = { chatId, socketId };
        if (reconnected) void invalidateMessages(queryClient, chatId);
      },
      () => {
        if (current) fail(SOCKET_NOT_CONNECTED_MESSAGE);
      },
    );
    return () => {
      current = false;
      notifyRoom('leave-chat', { chatId });
    };
  }, [queryClient, chatId, socketId]);
}
