import {
  emailChangeConfirmedSchema,
  type EmailChangeConfirmed,
} from '@teamboard/shared/email-change';
import { api } from '../../../lib/api-client';
import { oncePerKey } from '../../../lib/once-per-key';

/** Works signed out too: the link may be opened on another device than the one that asked. */
export function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return api.post(
    '/auth/confirm-email-change',
    emailChangeConfirmedSchema,
    { token },
    {
      auth: false,
    },
  );
}

/** The link is single-use: every caller for one token shares the first request. */
export const confirmEmailChangeOnce = oncePerKey(confirmEmailChange, (token) => token);
