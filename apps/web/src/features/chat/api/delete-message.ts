import { chatMessageResponseSchema, type Message } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { messageChangedInChats } from './chats-cache';
import { replaceMessage } from './messages-cache';

/** Deletes my message; the answer is its tombstone (`deletedAt` set, no content). */
export function deleteMessage(messageId: string): Promise<{ message: Message }> {
  return api.delete(`/api/messages/${encodeURIComponent(messageId)}`, chatMessageResponseSchema);
}

export function useDeleteMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: ({ message }) => {
      replaceMessage(queryClient, chatId, message);
      messageChangedInChats(queryClient, message);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete message')),
  });
}
