import {
  twoFactorSetupSchema,
  type TwoFactorSetup,
  type TwoFactorSetupInput,
} from '@teamboard/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret for the authenticator app, waiting for its first code. */
export function startTwoFactorSetup(input: TwoFactorSetupInput): Promise<TwoFactorSetup> {
  return api.post('/api/me/two-factor/setup', twoFactorSetupSchema, input);
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
