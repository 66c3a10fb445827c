import {
  createdApiKeySchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@teamboard/shared/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEYS_PATH, invalidateApiKeys } from './get-api-keys';

/** The answer carries the secret: the only time it is ever seen. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return api.post(API_KEYS_PATH, createdApiKeySchema, input);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => invalidateApiKeys(queryClient),
  });
}
