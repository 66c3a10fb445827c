import {
  recoveryCodesResponseSchema,
  type RecoveryCodesResponse,
  type RegenerateRecoveryCodesInput,
} from '@teamboard/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTwoFactorStatus } from './get-two-factor-status';

/** New recovery codes (shown once); the old ones stop working. */
export function regenerateRecoveryCodes(
  input: RegenerateRecoveryCodesInput,
): Promise<RecoveryCodesResponse> {
  return api.post('/api/me/two-factor/recovery-codes', recoveryCodesResponseSchema, input);
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => invalidateTwoFactorStatus(queryClient),
  });
}
