import { googleStartResponseSchema, type GoogleStartResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';

/** Asks the server for Google's URL to link the signed-in account; it keeps the state. */
export function startGoogleLink(): Promise<GoogleStartResponse> {
  return api.post('/api/me/integrations/google/start', googleStartResponseSchema, {});
}
