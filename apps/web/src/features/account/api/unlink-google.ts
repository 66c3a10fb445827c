import {
  integrationsResponseSchema,
  type IntegrationsResponse,
} from '@teamboard/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { setIntegrations } from './get-integrations';

export function unlinkGoogle(): Promise<IntegrationsResponse> {
  return api.delete('/api/me/integrations/google', integrationsResponseSchema);
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: (integrations) => {
      setIntegrations(queryClient, integrations);
      toast.success('Google account unlinked');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not unlink your Google account')),
  });
}
