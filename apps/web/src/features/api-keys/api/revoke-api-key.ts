import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEYS_PATH, invalidateApiKeys } from './get-api-keys';

/** Revokes the key at once: the next call made with it gets 401. */
export function revokeApiKey(keyId: string): Promise<MessageResponse> {
  return api.delete(`${API_KEYS_PATH}/${encodeURIComponent(keyId)}`, messageResponseSchema);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => invalidateApiKeys(queryClient),
  });
}
