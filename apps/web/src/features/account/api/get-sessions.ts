import {
  signedInSessionsResponseSchema,
  type SignedInSessionsResponse,
} from '@teamboard/shared/sessions';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const sessionsQueryKey = ['signed-in-sessions'] as const;

/** Where the signed-in user is signed in, the caller's session marked. */
export function getSessions(): Promise<SignedInSessionsResponse> {
  return api.get('/api/me/sessions', signedInSessionsResponseSchema);
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}

export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
}
