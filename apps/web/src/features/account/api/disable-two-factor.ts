import {
  twoFactorStatusSchema,
  type DisableTwoFactorInput,
  type TwoFactorStatus,
} from '@teamboard/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setTwoFactorStatus } from './get-two-factor-status';

export function disableTwoFactor(input: DisableTwoFactorInput): Promise<TwoFactorStatus> {
  return api.post('/api/me/two-factor/disable', twoFactorStatusSchema, input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => setTwoFactorStatus(queryClient, status),
  });
}
