import { googleStartResponseSchema, type GoogleStartResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';

/** Asks the server for Google's authorization URL; it keeps the state and PKCE verifier. */
export function startGoogleLogin(): Promise<GoogleStartResponse> {
  return api.post('/auth/login/oauth/google/start', googleStartResponseSchema, {}, { auth: false });
}
