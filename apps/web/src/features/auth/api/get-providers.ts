import { authProvidersResponseSchema, type AuthProvidersResponse } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const providersQueryKey = ['auth', 'providers'] as const;

/** Which sign-in providers the server has configured (no auth needed). */
export function getProviders(): Promise<AuthProvidersResponse> {
  return api.get('/auth/providers', authProvidersResponseSchema, { auth: false });
}

/** Server configuration does not change while the page is open: fetched once. */
export function useProviders() {
  return useQuery({ queryKey: providersQueryKey, queryFn: getProviders, staleTime: Infinity });
}
