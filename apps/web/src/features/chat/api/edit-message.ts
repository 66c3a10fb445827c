import { chatMessageResponseSchema, type Message } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { messageChangedInChats } from './chats-cache';
import { replaceMessage } from './messages-cache';

export function editMessage(messageId: string, content: string): Promise<{ message: Message }> {
  return api.put(`/api/messages/${encodeURIComponent(messageId)}`, chatMessageResponseSchema, {
    content,
  });
}

interface Edit {
  message: Message;
  content: string;
}

/** Shows my new text at once; the server's answer replaces it, a refusal puts the old back. */
export function useEditMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, content }: Edit) => editMessage(message._id, content),
    onMutate: ({ message, content }) =>
      replaceMessage(queryClient, chatId, {
        ...message,
        content,
        editedAt: new Date().toISOString(),
      }),
    onSuccess: ({ message }) => {
      replaceMessage(queryClient, chatId, message);
      messageChangedInChats(queryClient, message);
    },
    onError: (error, { message }) => {
      replaceMessage(queryClient, chatId, message);
      toast.error(errorMessage(error, 'Failed to edit message'));
    },
  });
}
