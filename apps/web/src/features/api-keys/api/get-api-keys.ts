import { apiKeysResponseSchema, type ApiKey } from '@teamboard/shared/api-key';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const apiKeysQueryKey = ['me', 'api-keys'] as const;
export const API_KEYS_PATH = '/api/me/api-keys';

/** The person's keys that were not revoked, newest first: never their secrets. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return (await api.get(API_KEYS_PATH, apiKeysResponseSchema)).keys;
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}

export function invalidateApiKeys(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
}
