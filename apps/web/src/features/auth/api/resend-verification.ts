import { messageResponseSchema, type EmailInput, type MessageResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resendVerification(input: EmailInput): Promise<MessageResponse> {
  return api.post('/auth/resend-verification', messageResponseSchema, input, { auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
