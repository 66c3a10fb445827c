import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRoom } from '../../lib/realtime/use-room';
import { invalidateMessages } from './api/get-messages';

/** One toast at a time for the chat's room, however often it fails. */
const TOAST_ID = 'chat-realtime';

/**
 * Keeps the open chat's room joined, for its typing events. After a reconnect the messages are
 * fetched again: reactions and statuses may have changed meanwhile.
 */
export function useChatRoom(chatId: string): void {
  const queryClient = useQueryClient();
  useRoom(
    { kind: 'chat', id: chatId },
    {
      onJoined: ({ reconnected }) => {
        if (reconnected) void invalidateMessages(queryClient, chatId);
      },
      onFailure: (message) => toast.error(message, { id: TOAST_ID }),
    },
  );
}
