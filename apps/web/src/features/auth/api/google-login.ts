import { sessionSchema, type GoogleLoginInput, type Session } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

/** Trades the code Google sent back for a session (Google users are always verified). */
export function googleLogin(input: GoogleLoginInput): Promise<Session> {
  return api.post('/auth/login/oauth/google', sessionSchema, input, { auth: false });
}

/** Authorization codes are single-use: every caller for one code shares the first request. */
export const googleLoginOnce = oncePerKey(googleLogin, ({ code, state }) => `${state} ${code}`);
