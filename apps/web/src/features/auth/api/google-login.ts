import {
  signInResponseSchema,
  type GoogleLoginInput,
  type SignInResponse,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

/**
 * Trades the code Google sent back for a session (Google users are always verified), or for a
 * challenge when the account has two-factor sign-in on.
 */
export function googleLogin(input: GoogleLoginInput): Promise<SignInResponse> {
  return api.post('/auth/login/oauth/google', signInResponseSchema, input, { auth: false });
}

/** Authorization codes are single-use: every caller for one code shares the first request. */
export const googleLoginOnce = oncePerKey(googleLogin, ({ code, state }) => `${state} ${code}`);
