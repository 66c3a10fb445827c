import { loginResponseSchema, type LoginResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

export function verifyEmail(token: string): Promise<LoginResponse> {
  return api.post(
    `/auth/verify-email/${encodeURIComponent(token)}`,
    loginResponseSchema,
    undefined,
    {
      auth: false,
    },
  );
}

/** Verification tokens are single-use: every caller for one token shares the first request. */
export const verifyEmailOnce = oncePerKey(verifyEmail, (token) => token);
