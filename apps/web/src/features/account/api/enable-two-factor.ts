import {
  recoveryCodesResponseSchema,
  type RecoveryCodesResponse,
  type TwoFactorConfirmInput,
} from '@teamboard/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTwoFactorStatus } from './get-two-factor-status';

/** Turns two-factor sign-in on with a first code; answers the recovery codes, shown once. */
export function enableTwoFactor(input: TwoFactorConfirmInput): Promise<RecoveryCodesResponse> {
  return api.post('/api/me/two-factor/enable', recoveryCodesResponseSchema, input);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => invalidateTwoFactorStatus(queryClient),
  });
}
