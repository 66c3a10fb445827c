import {
  integrationsResponseSchema,
  type IntegrationsResponse,
} from '@teamboard/shared/integrations';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const integrationsQueryKey = (userId: string) => ['integrations', userId] as const;

/** The signed-in account's Google sign-in: available here, linked, and whether it may go. */
export function getIntegrations(): Promise<IntegrationsResponse> {
  return api.get('/api/me/integrations', integrationsResponseSchema);
}

export function useIntegrations() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useQuery({
    queryKey: integrationsQueryKey(userId),
    queryFn: getIntegrations,
    enabled: userId !== '',
  });
}

/** Takes a change's answer (the integrations as they now are) for the signed-in user. */
export function setIntegrations(queryClient: QueryClient, integrations: IntegrationsResponse) {
  const userId = useSessionStore.getState().user?._id;
  if (userId) queryClient.setQueryData(integrationsQueryKey(userId), integrations);
}
