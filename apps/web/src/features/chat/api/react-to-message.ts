import { chatMessageResponseSchema, type Message } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toggledReaction } from '../reactions';
import { messageChangedInChats } from './chats-cache';
import { replaceMessage } from './messages-cache';

export function reactToMessage(messageId: string, emoji: string): Promise<{ message: Message }> {
  return api.post(
    `/api/messages/${encodeURIComponent(messageId)}/react`,
    chatMessageResponseSchema,
    { emoji },
  );
}

interface Reaction {
  message: Message;
  emoji: string;
}

/** Toggles my reaction at once; the server's answer replaces it, a refusal puts it back. */
export function useReactToMessage(chatId: string, myId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, emoji }: Reaction) => reactToMessage(message._id, emoji),
    onMutate: ({ message, emoji }) =>
      replaceMessage(queryClient, chatId, toggledReaction(message, emoji, myId)),
    onSuccess: ({ message }) => {
      replaceMessage(queryClient, chatId, message);
      messageChangedInChats(queryClient, message);
    },
    onError: (error, { message }) => {
      replaceMessage(queryClient, chatId, message);
      toast.error(errorMessage(error, 'Failed to react to message'));
    },
  });
}
