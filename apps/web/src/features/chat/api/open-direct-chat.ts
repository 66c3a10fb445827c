import { chatResponseSchema, type Chat, type DirectChatInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { putChat } from './chats-cache';

/** The pair's chat in the workspace: made if new (201), else the one they have (200). */
export function openDirectChat(input: DirectChatInput): Promise<{ chat: Chat }> {
  return api.post('/api/chats/direct', chatResponseSchema, input);
}

export function useOpenDirectChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDirectChat,
    onSuccess: ({ chat }) => putChat(queryClient, chat),
    onError: (error) => toast.error(errorMessage(error, 'Failed to create chat')),
  });
}
