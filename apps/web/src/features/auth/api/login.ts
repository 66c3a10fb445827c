import {
  loginResponseSchema,
  type LoginInput,
  type LoginResponse,
  type Session,
  type TwoFactorChallenge,
} from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth/login', loginResponseSchema, input, { auth: false });
}

/** Login answers with only the user while the email is unverified. */
export function isSession(response: LoginResponse): response is Session {
  return 'access_token' in response;
}

/** A right password on an account with two-factor on: a code is still to come. */
export function isTwoFactorChallenge(response: object): response is TwoFactorChallenge {
  return 'twoFactorRequired' in response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
