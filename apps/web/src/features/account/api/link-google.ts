import type { GoogleLoginInput } from '@teamboard/shared';
import {
  integrationsResponseSchema,
  type IntegrationsResponse,
} from '@teamboard/shared/integrations';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

/** Links the Google account Google sent back (its code) to the signed-in account. */
export function linkGoogle(input: GoogleLoginInput): Promise<IntegrationsResponse> {
  return api.post('/api/me/integrations/google', integrationsResponseSchema, input);
}

/** Authorization codes are single-use: every caller for one code shares the first request. */
export const linkGoogleOnce = oncePerKey(linkGoogle, ({ code, state }) => `${state} ${code}`);
