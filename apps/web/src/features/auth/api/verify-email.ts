import { loginResponseSchema, type LoginResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';

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

const verifications = new Map<string, Promise<LoginResponse>>();

/**
 * Verification tokens are single-use, and React StrictMode runs mount effects twice: every
 * caller for one token within this page load shares the first request.
 */
export function verifyEmailOnce(token: string): Promise<LoginResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}
