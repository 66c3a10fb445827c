import { chatMessageResponseSchema, type Message } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { removeOutgoing, setFailed, type OutgoingMessage } from '../outbox-store';
import { messageArrivedInChats } from './chats-cache';
import { addMessage } from './messages-cache';

export function sendMessage(chatId: string, content: string): Promise<{ message: Message }> {
  return api.post(`/api/chats/${encodeURIComponent(chatId)}/messages`, chatMessageResponseSchema, {
    content,
  });
}

/**
 * Sends an outgoing message (queued in the outbox, so it shows at once): stored, it joins the
 * conversation; refused, it stays in the outbox marked failed, with a toast, until retried.
 */
export function useSendMessage(chatId: string, myId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: OutgoingMessage) => sendMessage(chatId, entry.content),
    onMutate: (entry) => setFailed(chatId, entry.localId, false),
    onSuccess: ({ message }, entry) => {
      addMessage(queryClient, chatId, message);
      messageArrivedInChats(queryClient, chatId, message, myId, false);
      removeOutgoing(chatId, entry.localId);
    },
    onError: (error, entry) => {
      setFailed(chatId, entry.localId, true);
      toast.error(errorMessage(error, 'Failed to send message'));
    },
  });
}
