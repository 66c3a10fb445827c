import { sessionSchema, type Session } from '@teamboard/shared';
import type { TwoFactorLoginInput } from '@teamboard/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The second step of a sign-in with two-factor on: the challenge and a code give the session. */
export function loginTwoFactor(input: TwoFactorLoginInput): Promise<Session> {
  return api.post('/auth/login/two-factor', sessionSchema, input, { auth: false });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
