import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import type { ChangeEmailInput } from '@teamboard/shared/email-change';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Nothing changes yet: the server mails a confirmation link to the new address. */
export function requestEmailChange(input: ChangeEmailInput): Promise<MessageResponse> {
  return api.put('/api/me/email', messageResponseSchema, input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
