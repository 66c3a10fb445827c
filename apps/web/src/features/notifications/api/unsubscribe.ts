import { unsubscribeResponseSchema, type UnsubscribeResponse } from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

/**
 * An email's one-click unsubscribe: the signed token names the user and the type, so no session
 * is needed (nor sent). Answers the type whose emails stop.
 */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api.post(
    '/api/notifications/unsubscribe',
    unsubscribeResponseSchema,
    { token },
    { auth: false },
  );
}

/** The same link opened twice in one page load (StrictMode's second effect) is sent once. */
export const unsubscribeOnce = oncePerKey(unsubscribe, (token) => token);
