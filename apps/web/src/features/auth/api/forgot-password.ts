import { messageResponseSchema, type EmailInput, type MessageResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(input: EmailInput): Promise<MessageResponse> {
  return api.post('/auth/forgot-password', messageResponseSchema, input, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
